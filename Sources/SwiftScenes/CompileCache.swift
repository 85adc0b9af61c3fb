#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Glibc

/// Compiled Swift scenes, one folder an entry, named by the key (a hash of the rewritten
/// sources, the compiler's version, the kit and loaderanim's version):
///
///     $XDG_CACHE_HOME/loaderanim/            (default ~/.cache/loaderanim)
///       compilers/<hash>                     a compiler's --version, by its file's identity
///       swift/<key>/scene                    the scene's program
///       swift/syntax-pass-<hash>/scene       the Objective-C pass, built for one compiler (when the kit has none)
///       swift/<key>/complete                 written last: the program's inode, size, mtime
///       swift/.build-<pid>-<n>/              an entry being built, renamed into place
///
/// An entry is built in a folder of its own and renamed into place whole, so a reader sees
/// a complete entry or none; two renders racing on one key both build, the first rename
/// wins and the second uses the winner's entry. An entry whose `complete` is missing or no
/// longer describes its program (truncated, rewritten) is never run: it is moved aside and
/// built again. At most `maxEntries` entries stay, the least recently used going first.
public struct CompileCache: Sendable {
    public let root: String
    /// A folder made for this run because the real cache could not be written; the
    /// caller removes it when done.
    public let isTemporary: Bool
    public static let maxEntries = 24
    /// The program's name in an entry (a scene's, or the Objective-C pass's).
    public static let programName = "scene"

    /// The cache under $XDG_CACHE_HOME (or ~/.cache); when that cannot be written, a
    /// temporary one, and `note` says why.
    public static func open(environment: [String: String]) -> (cache: CompileCache, note: String?) {
        let base = environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? (environment["HOME"] ?? "/tmp") + "/.cache"
        let root = base + "/loaderanim"
        let problem: String?
        do {
            try FileManager.default.createDirectory(atPath: root + "/swift", withIntermediateDirectories: true)
            problem = access(root + "/swift", W_OK) == 0 ? nil : "it is not writable"
        } catch {
            problem = "it cannot be made"
        }
        guard let problem else { return (CompileCache(root: root, isTemporary: false), nil) }
        var template = Array(((environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp") + "/loaderanim-cache-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) != nil }
        let temporary = made ? Self.path(template) : "/tmp"
        try? FileManager.default.createDirectory(atPath: temporary + "/swift", withIntermediateDirectories: true)
        return (CompileCache(root: temporary, isTemporary: true),
                "note: the compile cache \(root) cannot be used (\(problem)); compiling into a temporary folder")
    }

    /// The program of a complete, intact entry, or nil. Marks the entry used.
    public func program(forKey key: String, file: String = programName) -> String? {
        let folder = root + "/swift/" + key
        guard let data = fileContents(atPath: folder + "/complete"),
              let marker = String(data: data, encoding: .utf8),
              marker == Self.marker(of: folder + "/" + file) else { return nil }
        utimensat(AT_FDCWD, folder, nil, 0)
        return folder + "/" + file
    }

    /// A new folder to build an entry in.
    public func makeBuildFolder() throws(SwiftSceneError) -> String {
        var template = Array((root + "/swift/.build-\(getpid())-XXXXXX").utf8CString)
        guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) != nil }) else {
            throw .cache("cannot make a folder in the compile cache \(root)/swift (\(String(cString: strerror(errno))))")
        }
        return Self.path(template)
    }

    /// Builds an entry for `key` in a folder of its own (`body` fills it), then publishes it;
    /// returns the program to run. A failed build leaves no folder. On a disk that fills up
    /// or turns read-only, whichever step meets it first (a file written here, the
    /// Objective-C pass, swiftc, the linker, the `complete` marker) gives the user the same
    /// line about the disk, exit 73.
    public func build(key: String, file: String = programName,
                      _ body: (_ folder: String) throws(SwiftSceneError) -> Void) throws(SwiftSceneError) -> String {
        let folder = try makeBuildFolder()
        do {
            try body(folder)
            return try publish(folder, key: key, file: file)
        } catch {
            let failure = SwiftSceneError.storage(in: error.description, cacheRoot: root) ?? error
            try? FileManager.default.removeItem(atPath: folder)
            throw failure
        }
    }

    /// Writes each file into `folder` under its name; the paths, in order. On failure the
    /// folder is the caller's to remove (`build` does).
    public static func write(_ files: [(name: String, text: String)], into folder: String) throws(SwiftSceneError) -> [String] {
        var paths: [String] = []
        for file in files {
            let path = folder + "/" + file.name
            try write(file.text, to: path)
            paths.append(path)
        }
        return paths
    }

    /// Writes `text` to `path`; a failure says why in strerror's words, which is how a full
    /// or read-only disk is told from other faults.
    static func write(_ text: String, to path: String) throws(SwiftSceneError) {
        let bytes = Array(text.utf8)
        let written = fopen(path, "wb").map { stream in
            let whole = fwrite(bytes, 1, bytes.count, stream) == bytes.count
            return fclose(stream) == 0 && whole
        }
        guard written == true else {
            throw .cache("cannot write \(path) in the compile cache (\(String(cString: strerror(errno))))")
        }
    }

    /// Completes `folder` (its `scene` built) and renames it into place as `key`'s entry;
    /// returns the program to run: this one, or a racing render's that got there first.
    public func publish(_ folder: String, key: String, file: String = programName) throws(SwiftSceneError) -> String {
        guard let marker = Self.marker(of: folder + "/" + file) else { throw .cache("the compiled scene vanished from \(folder)") }
        try writeAtomically(marker, to: folder + "/complete")
        let entry = root + "/swift/" + key
        for _ in 0..<3 {
            if rename(folder, entry) == 0 {
                prune(keeping: key)
                return entry + "/" + file
            }
            guard errno == EEXIST || errno == ENOTEMPTY else { break }
            if let program = program(forKey: key, file: file) {  // a racing render's entry, complete
                try? FileManager.default.removeItem(atPath: folder)
                return program
            }
            // A broken entry: moved aside (renaming is atomic; a reader has it whole or not).
            let aside = root + "/swift/.broken-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
            if rename(entry, aside) == 0 { try? FileManager.default.removeItem(atPath: aside) }
        }
        throw .cache("cannot put the compiled scene in the cache at \(entry) (\(String(cString: strerror(errno))))")
    }

    /// mkdtemp's template, filled in.
    static func path(_ template: [CChar]) -> String {
        String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Writes `text` to `path` through a temporary file and a rename.
    func writeAtomically(_ text: String, to path: String) throws(SwiftSceneError) {
        let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else {
            throw .cache("cannot make the folder \(folder) in the compile cache")
        }
        let temporary = path + ".\(getpid()).tmp"
        do { try Self.write(text, to: temporary) } catch {
            unlink(temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            unlink(temporary)
            throw .cache("cannot rename \(temporary) (\(String(cString: strerror(errno))))")
        }
    }

    /// What `complete` holds for a program: its file's identity. Truncating or rewriting
    /// the program changes it.
    static func marker(of program: String) -> String? {
        var info = stat()
        guard stat(program, &info) == 0, info.st_size > 0 else { return nil }
        return "loaderanim-scene 1 \(info.st_ino) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)\n"
    }

    /// Removes the least recently used entries beyond `maxEntries`, and build folders a
    /// killed compile left more than a day ago.
    func prune(keeping key: String) {
        let folder = root + "/swift"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        var entries: [(name: String, used: Int)] = []
        let now = Int(time(nil))
        for name in names {
            var info = stat()
            guard stat(folder + "/" + name, &info) == 0 else { continue }
            if name.hasPrefix(".") {
                if now - info.st_mtim.tv_sec > 86_400 { try? FileManager.default.removeItem(atPath: folder + "/" + name) }
            } else if name != key {
                entries.append((name, info.st_mtim.tv_sec))
            }
        }
        for stale in entries.sorted(by: { $0.used > $1.used }).dropFirst(Self.maxEntries - 1) {
            try? FileManager.default.removeItem(atPath: folder + "/" + stale.name)
        }
    }
}
