#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Glibc

/// The kit as a shared library, which scenes link against instead of its archive: linking
/// a scene against the archive pulled nearly all of it into every program (about 0.3 s of
/// each compile, most of a saved edit's wait in the preview); against the library the
/// link only records what the scene uses. The program then loads it at start, which costs
/// no measurable time (docs/swift-scenes.md, "Compiling, caching, running").
///
/// It is the archive's objects, whole, in one library, named by a key of the archive's
/// identity and the toolchain: `make build` and `make install` build it ahead of time into
/// the kit (`loaderanim prepare-swift-kit`), as `<kit>/shared-kit-<key>/`; a kit rebuilt
/// since, or one without it, has its library built on first use (about 0.3 s) into the
/// compile cache under the same key. A kit built with a sanitizer has none: its scenes
/// link the archive, as its runtime must be the program's own.
public enum SharedKit {
    public static let fileName = "lib\(SceneKit.libraryName).so"

    static func key(kit: SceneKit, toolchain: Toolchain) -> String {
        var hash = SHA256()
        hash.field("loaderanim shared kit 1")
        hash.field(kit.identity)
        hash.field(toolchain.version)
        hash.field(toolchain.linkerArguments.joined(separator: " "))
        return "shared-kit-" + hash.hexDigest().prefix(32)
    }

    /// The folder holding the library for `kit`: the kit's own, else the cache's (built now
    /// if it is not there); nil for a kit built with a sanitizer.
    static func locate(kit: SceneKit, toolchain: Toolchain, cache: CompileCache, environment: [String: String])
        throws(SwiftSceneError) -> String? {
        guard kit.sanitizer == nil else { return nil }
        let key = key(kit: kit, toolchain: toolchain)
        let prebuilt = kit.library + "/" + key
        if access(prebuilt + "/" + fileName, R_OK) == 0 { return prebuilt }
        if let library = cache.program(forKey: key, file: fileName) { return folder(of: library) }
        return folder(of: try cache.build(key: key, file: fileName) { building throws(SwiftSceneError) in
            try build(kit: kit, toolchain: toolchain, in: building, moduleCache: cache.root + "/module-cache", environment: environment) {
                SwiftSceneError.storage(cause: $0, cacheRoot: cache.root)
            }
        })
    }

    /// Builds the library into the kit in `folder` for `toolchain` unless it has it already
    /// (`loaderanim prepare-swift-kit`), in a folder of its own renamed into place, and
    /// removes those of earlier archives. Returns the folder and whether it was built now.
    public static func prepare(kitFolder folder: String, toolchain: Toolchain, environment: [String: String])
        throws(SwiftSceneError) -> (folder: String, built: Bool)? {
        guard let kit = try SceneKit.at(folder, environment: environment), kit.sanitizer == nil else { return nil }
        let destination = folder + "/" + key(kit: kit, toolchain: toolchain)
        if access(destination + "/" + fileName, R_OK) == 0 { return (destination, false) }
        var template = Array((folder + "/.shared-kit-build-XXXXXX").utf8CString)
        guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) != nil }) else {
            throw .cache("cannot make a folder in the Swift scene kit \(folder) (\(String(cString: strerror(errno))))")
        }
        let building = CompileCache.path(template)
        do {
            try build(kit: kit, toolchain: toolchain, in: building, moduleCache: building + "/module-cache", environment: environment) {
                .cache("cannot write the shared Swift scene kit in \(folder): \($0)")
            }
            try? FileManager.default.removeItem(atPath: building + "/module-cache")
            chmod(building, 0o755)  // every user of an installed kit loads it, whatever root's umask was
            chmod(building + "/" + fileName, 0o755)
            for old in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where old.hasPrefix("shared-kit-") {
                try? FileManager.default.removeItem(atPath: folder + "/" + old)
            }
            guard rename(building, destination) == 0 else {
                throw SwiftSceneError.cache("cannot put the shared Swift scene kit at \(destination) (\(String(cString: strerror(errno))))")
            }
        } catch {
            try? FileManager.default.removeItem(atPath: building)
            throw error as! SwiftSceneError
        }
        return (destination, true)
    }

    /// Links the archive's every object into `folder`/libLoaderAnimSceneKit.so, with the C
    /// libraries it draws with. The folder is the caller's to remove on failure.
    static func build(kit: SceneKit, toolchain: Toolchain, in folder: String, moduleCache: String, environment: [String: String],
                      storage: (String) -> SwiftSceneError) throws(SwiftSceneError) {
        // swiftc links only with a Swift file to compile: an empty one.
        let empty = try CompileCache.write([("SharedKit.swift", "")], into: folder)
        var quiet = environment
        quiet["TMPDIR"] = folder
        let arguments = [toolchain.swiftc, "-emit-library", "-module-name", "LoaderAnimSharedKit", "-o", folder + "/" + fileName,
                         "-Xlinker", "-soname=" + fileName,
                         "-Xlinker", "--whole-archive", "-Xlinker", kit.library + "/lib\(SceneKit.libraryName).a", "-Xlinker", "--no-whole-archive",
                         "-module-cache-path", moduleCache]
            + SceneKit.systemLibraries.map { "-l" + $0 } + toolchain.linkerArguments + empty
        let child = try ChildProcess.spawn(arguments, environment: quiet, capture: true, mergeStdout: true)
        let output = child.readAll()
        for path in empty { unlink(path) }
        guard child.wait() == .exited(0) else {
            if let cause = SwiftSceneError.storageCause(in: output, writing: folder) { throw storage(cause) }
            throw .cache("\(toolchain.swiftc) could not link the shared Swift scene kit from \(kit.library): "
                + (output.split(separator: "\n").first { $0.contains("error") }.map(String.init) ?? output.trimmed()))
        }
    }

    static func folder(of path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
    }
}
