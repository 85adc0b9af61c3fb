import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Runs independent jobs on a fixed number of threads. Job i always does the same work and
/// its result is stored at i, so nothing that comes out depends on the thread count or on
/// scheduling; the first error by index is the one thrown, as on one thread.
struct Workers: Sendable {
    let count: Int

    /// `threads` 0 means one per core.
    init(threads: Int) {
        count = threads > 0 ? threads : max(1, ProcessInfo.processInfo.activeProcessorCount)
    }

    func map<T: Sendable>(_ jobs: Int, _ body: @Sendable (Int) throws -> T) throws -> [T] {
        let threads = min(count, jobs)
        if threads <= 1 { return try (0..<jobs).map(body) }
        var results = [Result<T, any Error>?](repeating: nil, count: jobs)
        results.withUnsafeMutableBufferPointer { buffer in
            let slots = Slots(base: buffer.baseAddress!)
            // Interleaved: worker w takes jobs w, w + threads, ...; frames cost about the same.
            DispatchQueue.concurrentPerform(iterations: threads) { worker in
                for job in stride(from: worker, to: jobs, by: threads) {
                    slots.base[job] = Result { try body(job) }
                }
            }
        }
        return try results.map { try $0!.get() }
    }

    /// `map` over `count` items cut into contiguous chunks; the chunk bounds depend on
    /// `count` only, never on the thread count.
    func mapChunks<T: Sendable>(_ count: Int, minimumChunk: Int = 4096,
                                _ body: @Sendable (Range<Int>) throws -> T) throws -> [T] {
        let chunk = max(minimumChunk, (count + 63) / 64)
        let chunks = (count + chunk - 1) / chunk
        return try map(chunks) { i in try body(i * chunk..<min(count, (i + 1) * chunk)) }
    }
}

/// Result slots that each worker writes at its own indices only.
private struct Slots<T>: @unchecked Sendable {
    let base: UnsafeMutablePointer<T>
}
