import Glibc
import Locking

/// The server-sent events of `GET /events`: every page connected hears each reload and
/// each error. A class: the watcher and every open stream share one list of listeners.
final class EventHub: Sendable {
    private let listeners = Locked<(next: Int, continuations: [Int: AsyncStream<String>.Continuation])>((0, [:]))

    /// A stream of event texts, starting with `first`; the listener is dropped when the
    /// stream ends (the page went away, or the server stops).
    func subscribe(first: String) -> AsyncStream<String> {
        let (stream, continuation) = AsyncStream<String>.makeStream()
        continuation.yield(first)
        let id = listeners.withLock { state in
            state.next += 1
            state.continuations[state.next] = continuation
            return state.next
        }
        continuation.onTermination = { [weak self] _ in
            _ = self?.listeners.withLock { $0.continuations.removeValue(forKey: id) }
        }
        return stream
    }

    func publish(_ event: String) {
        for continuation in listeners.withLock({ Array($0.continuations.values) }) { continuation.yield(event) }
    }

    /// One event in the text/event-stream format: `name`, then `data` on one line.
    static func event(_ name: String, generation: Int, error: String?) -> String {
        "event: \(name)\ndata: {\"generation\":\(generation),\"error\":\(error.map(jsonString) ?? "null")}\n\n"
    }
}

/// A JSON string literal for `text`.
func jsonString(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case _ where scalar.value < 0x20:
            let hex = String(scalar.value, radix: 16)
            out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}

/// Polls the scene's files (the script and the images it shows) for a change of
/// modification time, size or existence: portable, and every `interval` is soon enough
/// for a page that wants a saved edit on screen within 300 ms.
struct FileWatcher {
    let session: any PreviewScene
    let hub: EventHub
    let interval: Duration

    /// Runs until cancelled.
    func run() async {
        var files = await session.watchedFiles()
        var seen = files.map(Self.signature)
        while !Task.isCancelled {
            try? await Task.sleep(for: interval)
            let now = files.map(Self.signature)
            guard now != seen else { continue }
            // Nothing to announce when no file the scene depends on changed (a Swift scene's
            // folder, for an editor's swap file); its list of files may have, all the same.
            if let (generation, error) = await session.reloadAfterChange() {
                hub.publish(EventHub.event(error == nil ? "reload" : "error", generation: generation, error: error))
            }
            // The signatures read before the reload: a change during it is seen next time.
            let changed = await session.watchedFiles()
            seen = changed == files ? now : changed.map(Self.signature)
            files = changed
        }
    }

    /// Modification time (seconds, nanoseconds), size and inode (an editor's save that
    /// replaces the file); nil for a file that is not there.
    static func signature(_ path: String) -> [Int]? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return [status.st_mtim.tv_sec, status.st_mtim.tv_nsec, Int(status.st_size), Int(status.st_ino)]
    }
}
