import Foundation

/// Writes an output file atomically: into a temporary file beside it, renamed over the
/// destination only when complete. An error, or Ctrl-C (SIGINT, SIGTERM), removes the
/// temporary file, so no partial output is ever left and an existing file is replaced
/// only on success. "-" writes to standard output.
final class OutputFile {
    let destination: String
    private let temporary: String?
    private let handle: FileHandle

    init(_ destination: String) throws {
        self.destination = destination
        if destination == "-" {
            temporary = nil
            handle = FileHandle.standardOutput
            return
        }
        let directory = (destination as NSString).deletingLastPathComponent
        let folder = directory.isEmpty ? "." : directory
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw Failure(.cannotCreate, "\(destination): the folder \(folder) does not exist")
        }
        let name = (destination as NSString).lastPathComponent
        let path = (folder as NSString).appendingPathComponent(".\(name).\(ProcessInfo.processInfo.processIdentifier).tmp")
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
            throw Failure(.cannotCreate, "\(destination): cannot create a file in \(folder) (\(String(cString: strerror(errno))))")
        }
        temporary = path
        self.handle = handle
        Interruption.shared.remove(onSignal: path)
    }

    func write(_ bytes: some Collection<UInt8>) throws {
        do {
            try handle.write(contentsOf: Data(bytes))
        } catch {
            discard()
            throw Failure(.cannotCreate, "\(destination): cannot write (\(error.localizedDescription))")
        }
    }

    /// Renames the finished file into place.
    func commit() throws {
        guard let temporary else { return }
        try? handle.close()
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
        try? handle.close()
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
final class Interruption: @unchecked Sendable {
    static let shared = Interruption()
    private let lock = NSLock()
    /// C strings, so the signal handler can unlink them without allocating.
    private var paths: [UnsafeMutablePointer<CChar>] = []

    private init() {
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber) { number in
                Interruption.shared.removeAllNow()
                _exit(128 + number)
            }
        }
    }

    func remove(onSignal path: String) {
        lock.lock()
        paths.append(strdup(path))
        lock.unlock()
    }

    func forget(_ path: String) {
        lock.lock()
        if let index = paths.firstIndex(where: { String(cString: $0) == path }) { free(paths.remove(at: index)) }
        lock.unlock()
    }

    /// In the signal handler: unlink is async-signal-safe; no lock (the handler may have
    /// interrupted a holder), only reads of the array.
    private func removeAllNow() {
        for path in paths { unlink(path) }
    }
}
