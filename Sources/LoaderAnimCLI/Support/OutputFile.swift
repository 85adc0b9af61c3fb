#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Glibc
import Locking

/// Writes an output file atomically: into a temporary file beside it, renamed over the
/// destination only when complete. An error, or Ctrl-C (SIGINT, SIGTERM), removes the
/// temporary file, so no partial output is ever left and an existing file is replaced
/// only on success. "-" writes to standard output.
final class OutputFile {
    let destination: String
    private let temporary: String?
    /// The file descriptor written to: the temporary file's, or standard output's.
    private let descriptor: Int32
    private var closed = false

    init(_ destination: String) throws {
        self.destination = destination
        if destination == "-" {
            temporary = nil
            descriptor = StandardOutput.descriptor
            fflush(nil)  // what print has buffered goes first
            return
        }
        let parts = destination.split(separator: "/", omittingEmptySubsequences: false)
        let directory = parts.dropLast().joined(separator: "/")
        let folder = directory.isEmpty ? (destination.hasPrefix("/") ? "/" : ".") : directory
        guard FileManager.default.fileExists(atPath: folder) else {
            throw Failure(.cannotCreate, "\(destination): the folder \(folder) does not exist")
        }
        guard Self.isDirectory(folder) else { throw Failure(.cannotCreate, "\(destination): \(folder) is a file, not a folder") }
        if Self.isDirectory(destination) {
            throw Failure(.cannotCreate, "\(destination) is a folder; give the path of a file")
        }
        let path = folder + "/.\(parts.last!).\(getpid()).tmp"
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw Failure(.cannotCreate, "\(destination): cannot create a file in \(folder) (\(String(cString: strerror(errno))))")
        }
        temporary = path
        Interruption.shared.remove(onSignal: path)
    }

    func write(_ bytes: some Collection<UInt8>) throws {
        let bytes = Array(bytes)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                let reason = String(cString: strerror(errno))
                discard()
                throw Failure(.cannotCreate, "\(destination): cannot write (\(reason))")
            }
            written += count
        }
    }

    private func closeOnce() {
        if !closed { close(descriptor) }
        closed = true
    }

    private static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// Renames the finished file into place.
    func commit() throws {
        guard let temporary else { return }
        closeOnce()
        guard rename(temporary, destination) == 0 else {
            let reason = String(cString: strerror(errno))
            discard()
            throw Failure(.cannotCreate, "\(destination): cannot replace it (\(reason))")
        }
        Interruption.shared.forget(temporary)
    }

    /// Removes the temporary file (after an error).
    func discard() {
        guard let temporary else { return }
        closeOnce()
        unlink(temporary)
        Interruption.shared.forget(temporary)
    }

    /// Writes `bytes` to `destination` atomically in one go.
    static func write(_ bytes: [UInt8], to destination: String) throws {
        let file = try OutputFile(destination)
        do {
            try file.write(bytes)
            try file.commit()
        } catch {
            file.discard()
            throw error
        }
    }
}

/// Removes unfinished temporary files when the process is interrupted, then exits with
/// the signal's conventional status (128 + signal number).
///
/// The handler may only make async-signal-safe calls and must not take a lock the code it
/// interrupted may hold, so the paths live in a fixed table that it reads without locking:
/// a slot's C string is complete before its flag is raised, and a string is never freed
/// (one a slot no longer shows is kept in `retired`), so the handler never reads freed
/// memory; `forget` only lowers the flag, and a slot whose flag is down is reused, so a
/// batch may write any number of files, as long as at most `capacity` are open at once.
final class Interruption: @unchecked Sendable {
    static let shared = Interruption()
    private static let capacity = 64
    private let lock = Locked(())
    private let paths: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
    private let active: UnsafeMutablePointer<Bool>
    private var used = 0
    /// Strings of reused slots: never freed, as the handler may be reading one.
    private var retired: [UnsafeMutablePointer<CChar>] = []

    private init() {
        paths = .allocate(capacity: Self.capacity)
        paths.initialize(repeating: nil, count: Self.capacity)
        active = .allocate(capacity: Self.capacity)
        active.initialize(repeating: false, count: Self.capacity)
        var handled = sigset_t()
        sigemptyset(&handled)
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber) { number in
                Interruption.shared.removeAllNow()
                _exit(128 + number)
            }
            sigaddset(&handled, signalNumber)
        }
        // A parent may start us with these blocked (a blocked mask survives exec), which
        // would leave Ctrl-C pending until the render ends.
        pthread_sigmask(SIG_UNBLOCK, &handled, nil)
    }

    func remove(onSignal path: String) {
        lock.withLock { _ in
            let slot: Int
            if let free = (0..<used).first(where: { !active[$0] }) {
                slot = free
                retired.append(paths[slot]!)
            } else {
                guard used < Self.capacity else { return }
                slot = used
                used += 1
            }
            paths[slot] = strdup(path)
            active[slot] = true
        }
    }

    func forget(_ path: String) {
        lock.withLock { _ in
            for index in 0..<used where active[index] && String(cString: paths[index]!) == path { active[index] = false }
        }
    }

    /// In the signal handler: only unlink, which is async-signal-safe.
    private func removeAllNow() {
        for index in 0..<Self.capacity where active[index] {
            if let path = paths[index] { unlink(path) }
        }
    }
}
