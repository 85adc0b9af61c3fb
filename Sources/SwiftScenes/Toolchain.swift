#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Glibc

/// The Swift compiler that builds scenes: $LOADERANIM_SWIFTC, else `swiftc` on PATH; and
/// its `--version`, which is part of every cache key (a module built by one compiler does
/// not load in another). Asking swiftc costs 30 ms, so the answer is kept in the cache
/// under the compiler file's identity (inode, size, modification time).
public struct Toolchain: Sendable {
    public let swiftc: String
    public let version: String

    /// The toolchain's SwiftSyntax for macros, `<toolchain>/usr/lib/swift/host`, found
    /// from swiftc's real path (a swiftc on PATH is often a link into the toolchain).
    public var hostLibraries: String { binFolder + "/../lib/swift/host" }

    /// The folder of swiftc's real path.
    var binFolder: String {
        var resolved = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let real = realpath(swiftc, &resolved) != nil ? CompileCache.path(resolved) : swiftc
        return real.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
    }

    /// The toolchain's own lld when it has one (Linux toolchains do): it links a scene
    /// against the kit's archive in 0.32 s where the system's gold takes 0.46 s (this
    /// machine, a 150-line loader), and the program is the same.
    public var linkerArguments: [String] { access(binFolder + "/ld.lld", X_OK) == 0 ? ["-use-ld=lld"] : [] }

    public static func locate(environment: [String: String], cache: CompileCache) throws(SwiftSceneError) -> Toolchain {
        let swiftc: String
        if let chosen = environment["LOADERANIM_SWIFTC"], !chosen.isEmpty {
            guard access(chosen, X_OK) == 0 else {
                throw .noToolchain("LOADERANIM_SWIFTC=\(chosen) is not an executable file; Swift scenes need a Swift toolchain "
                    + "(swiftc 6.1 or later, from https://www.swift.org/install)")
            }
            swiftc = chosen
        } else {
            let folders = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":").map(String.init)
            guard let found = folders.map({ $0 + "/swiftc" }).first(where: { access($0, X_OK) == 0 }) else {
                throw .noToolchain("Swift scenes need a Swift toolchain, and swiftc is not on PATH: install one from "
                    + "https://www.swift.org/install (6.1 or later), or set LOADERANIM_SWIFTC to its swiftc")
            }
            swiftc = found
        }
        var info = stat()
        guard stat(swiftc, &info) == 0 else { throw .noToolchain("cannot read \(swiftc)") }
        var identity = SHA256()
        identity.field(swiftc)
        identity.field("\(info.st_dev) \(info.st_ino) \(info.st_size) \(info.st_mtim.tv_sec) \(info.st_mtim.tv_nsec)")
        let remembered = cache.root + "/compilers/" + identity.hexDigest()
        if let data = fileContents(atPath: remembered), let text = String(data: data, encoding: .utf8), !text.isEmpty {
            return Toolchain(swiftc: swiftc, version: text)
        }
        var quiet = environment
        quiet["TMPDIR"] = cache.root  // the driver leaves a folder in $TMPDIR
        let child = try ChildProcess.spawn([swiftc, "--version"], environment: quiet, capture: true, mergeStdout: true)
        let output = child.readAll()
        guard child.wait() == .exited(0), output.contains("Swift version") else {
            throw .noToolchain("\(swiftc) --version failed; Swift scenes need a working Swift toolchain "
                + "(https://www.swift.org/install)")
        }
        let version = output.trimmed()
        try? cache.writeAtomically(version, to: remembered)
        return Toolchain(swiftc: swiftc, version: version)
    }
}

/// What a Swift scene compiles against: the mirror modules (UIKit, QuartzCore and
/// CoreGraphics under their unique names, LoaderAnim, and the engine modules they import)
/// and one static library holding them with the engine. It is looked for beside the
/// running loaderanim: installed in ../lib/loaderanim/swift, or in a build folder
/// (.build/release), or where $LOADERANIM_SWIFT_KIT says.
public struct SceneKit: Sendable {
    public static let libraryName = "LoaderAnimSceneKit"
    /// The module a scene's own code is compiled as.
    public static let moduleName = "LoaderScene"
    /// The folder holding the .swiftmodule files.
    public let modules: String
    /// The folder holding libLoaderAnimSceneKit.a: the kit's own folder, where the
    /// Objective-C pass built ahead of time is too (`ObjectiveCPass.prebuilt`).
    public let library: String
    /// Changes whenever the kit is rebuilt (part of the cache key).
    public let identity: String
    /// The module map of the C helpers OpenCombine's interface names (LACombine re-exports
    /// OpenCombine), when the kit has it: `Modules/COpenCombineHelpers/` in an installed kit,
    /// the build's own beside the archive in a build folder.
    public var combineHelpersMap: String?
    /// The sanitizer the kit was built with (`make test-sanitize` sets
    /// $LOADERANIM_SWIFT_SANITIZE to address or thread): a scene linking an instrumented kit
    /// must be compiled with the same one, or it does not link.
    public var sanitizer: String?

    public static func locate(executable: String, environment: [String: String]) throws(SwiftSceneError) -> SceneKit {
        let folder = executable.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        var candidates: [String] = []
        if let chosen = environment["LOADERANIM_SWIFT_KIT"], !chosen.isEmpty { candidates.append(chosen) }
        candidates += [folder + "/../lib/loaderanim/swift", folder + "/lib/loaderanim/swift", folder]
        for candidate in candidates {
            if let kit = try at(candidate, environment: environment) { return kit }
        }
        throw .noKit("this loaderanim has no Swift scene kit beside it (looked in \(candidates.joined(separator: ", "))): "
            + "`make build` or `make install` puts it there (see docs/swift-scenes.md)")
    }

    /// The kit in `folder`, or nil when it holds none (no archive, or no mirror modules).
    public static func at(_ folder: String, environment: [String: String]) throws(SwiftSceneError) -> SceneKit? {
        let archive = folder + "/lib\(libraryName).a"
        var info = stat()
        guard stat(archive, &info) == 0, FileManager.default.fileExists(atPath: folder + "/Modules/LAUIKit.swiftmodule") else { return nil }
        let maps = [folder + "/Modules/COpenCombineHelpers/module.modulemap", folder + "/COpenCombineHelpers.build/module.modulemap"]
        return SceneKit(modules: folder + "/Modules", library: folder, identity: "\(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)",
                        combineHelpersMap: maps.first { FileManager.default.fileExists(atPath: $0) },
                        sanitizer: try sanitizer(environment))
    }

    private static func sanitizer(_ environment: [String: String]) throws(SwiftSceneError) -> String? {
        guard let name = environment["LOADERANIM_SWIFT_SANITIZE"], !name.isEmpty else { return nil }
        guard ["address", "thread"].contains(name) else {
            throw .noKit("LOADERANIM_SWIFT_SANITIZE is \"\(name)\"; it names the kit's sanitizer: address or thread")
        }
        return name
    }

    /// The C libraries the engine draws and encodes with (as Package.swift links them), and
    /// C++'s runtime, which OpenCombine's helpers (Combine's locks) are written against.
    public static let systemLibraries = ["cairo", "pangocairo-1.0", "pango-1.0", "pangoft2-1.0", "gobject-2.0", "glib-2.0",
                                         "harfbuzz", "fontconfig", "freetype", "lua5.4", "gif", "jpeg", "m", "stdc++"]

    /// The constraint solver's work per expression when bounded (its scopes; Swift's own
    /// bound is 1M). Code that type-checks takes a few hundred (the corpus's longest
    /// PaintCode paths included); an expression full of unknown names takes millions, and
    /// a file of them kept swiftc busy for minutes: bounded, a 393-line library that cannot
    /// compile answers in seconds. Deterministic, unlike a time limit.
    public static let solverScopeBound = 20_000

    /// swiftc's arguments for a scene's files: Apple's module names mapped onto the
    /// mirror's, Swift 5 language mode (what loader code is written in), the kit to link
    /// (the shared library in the folder `shared`, else the archive); the solver bounded
    /// unless `bounded` is false (see `solverScopeBound`).
    public func compileArguments(sources: [String], output: String, bounded: Bool = true, shared: String? = nil) -> [String] {
        // DEBUG as an Xcode debug build (and its previews) sets it: `#if DEBUG` previews compile.
        ["-swift-version", "5", "-Onone", "-D", "DEBUG", "-module-name", Self.moduleName, "-diagnostic-style", "llvm",
         "-module-alias", "UIKit=LAUIKit", "-module-alias", "QuartzCore=LAQuartzCore",
         "-module-alias", "CoreGraphics=LACoreGraphics", "-module-alias", "Combine=LACombine", "-module-alias", "SwiftUI=LASwiftUI", "-I", modules]
            + (combineHelpersMap.map { ["-Xcc", "-fmodule-map-file=" + $0] } ?? [])
            + (bounded ? ["-Xfrontend", "-solver-scope-threshold=\(Self.solverScopeBound)"] : [])
            + (sanitizer.map { ["-sanitize=" + $0] } ?? [])
            + sources
            + (shared.map { ["-L", $0, "-l\(Self.libraryName)", "-Xlinker", "-rpath", "-Xlinker", $0] }
               ?? ["-L", library, "-l\(Self.libraryName)"] + Self.systemLibraries.map { "-l" + $0 } + ["-Xlinker", "--gc-sections"])
            + ["-o", output]
    }
}
