import Glibc

/// What can go wrong between a Swift scene's files and its frames, each with the exit code
/// the command line gives it (sysexits(3), as for Lua scenes).
public enum SwiftSceneError: Error, Equatable, CustomStringConvertible {
    /// No such file or folder, or a folder without .swift files (66).
    case missingScene(String)
    /// An option the scene cannot answer: `--view` naming no class of it (64).
    case usage(String)
    /// swiftc is not on PATH and $LOADERANIM_SWIFTC names nothing (69).
    case noToolchain(String)
    /// The mirror modules and the library they link with are not beside this loaderanim (69).
    case noKit(String)
    /// swiftc rejected the scene: each line already formatted "file:line:col: error: ..." (65).
    case compileFailed([String])
    /// The cache folder cannot be written (73).
    case cache(String)
    /// A system call failed (71).
    case system(String)

    public var description: String {
        switch self {
        case .missingScene(let message), .usage(let message), .noToolchain(let message), .noKit(let message), .cache(let message),
             .system(let message):
            message
        case .compileFailed(let lines):
            lines.joined(separator: "\n")
        }
    }

    /// The sysexits(3) code.
    public var exitCode: Int32 {
        switch self {
        case .missingScene: 66
        case .usage: 64
        case .noToolchain, .noKit: 69
        case .compileFailed: 65
        case .cache: 73
        case .system: 71
        }
    }
}

extension SwiftSceneError {
    /// A compile that failed because its files could not be written (a full disk, a quota,
    /// a file-size limit, a read-only disk) is the cache's failure, neither the scene's nor
    /// the toolchain's: one line, exit 73, whatever the compiler and linker printed.
    static func storage(in output: String, cacheRoot: String) -> SwiftSceneError? {
        storageCause(in: output, writing: cacheRoot).map { storage(cause: $0, cacheRoot: cacheRoot) }
    }

    static let readOnly = "the disk is read-only"
    static let noSpace = "no space left on the disk"

    /// What ran out, when `output` (a compiler's or linker's, writing into `folder`) says a
    /// file could not be written.
    static func storageCause(in output: String, writing folder: String) -> String? {
        let causes = [("No space left on device", noSpace), ("Disk quota exceeded", "the disk quota is used up"),
                      ("File size limit exceeded", "a file grew past the file size limit"),
                      ("due to signal 25", "a file grew past the file size limit"), ("Read-only file system", readOnly)]
        if let cause = causes.first(where: { output.contains($0.0) }) { return cause.1 }
        // Some failures do not say so: the driver reports a disk turned read-only as
        // "error: permissionDenied", and gold, which maps its output file, is killed by
        // SIGBUS when a page it writes finds no room ("unable to execute command: Bus error").
        var disk = statvfs()
        guard statvfs(folder, &disk) == 0 else { return nil }
        if disk.f_flag & UInt(ST_RDONLY) != 0 { return readOnly }
        if output.contains("Bus error"), UInt64(disk.f_bavail) * UInt64(disk.f_frsize) < 64 << 20 { return noSpace }
        return nil
    }

    static func storage(cause: String, cacheRoot: String) -> SwiftSceneError {
        .cache("cannot write the scene's program in \(cacheRoot): \(cause); "
            + (cause == readOnly ? "make it writable" : "free some space") + ", or set XDG_CACHE_HOME to a folder on another disk")
    }
}
