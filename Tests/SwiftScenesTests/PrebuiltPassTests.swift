import Foundation
import ReferenceImageSupport
@testable import SwiftScenes
import Testing

/// A kit of the tests' loaderanim (.build/debug) without its prebuilt Objective-C pass: links
/// to the real kit's archive and modules (so the same identity, the same cache keys) in a
/// folder of its own, for `LOADERANIM_SWIFT_KIT`. Tests of the pass's build on first use run
/// against it, since `make test` puts a prebuilt pass in the real one.
func kitWithoutPass() throws -> String {
    let bin = Bundle.main.executableURL!.deletingLastPathComponent().path, folder = temporaryFolder("kit")
    for name in ["lib\(SceneKit.libraryName).a", "Modules"] {
        try FileManager.default.createSymbolicLink(atPath: folder + "/" + name, withDestinationPath: bin + "/" + name)
    }
    return folder
}

/// The entries a render left in a cache for the Objective-C pass.
func passEntries(_ cache: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: cache + "/loaderanim/swift").filter { $0.hasPrefix("syntax-pass-") }
}

/// The entries a render left in a cache for the shared kit (SharedKit), which a kit without
/// one built ahead of time gets on first use.
func sharedKitEntries(_ cache: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: cache + "/loaderanim/swift").filter { $0.hasPrefix("shared-kit-") }
}

/// How many shared kits a kit without one gets: one, or none for a kit built under a
/// sanitizer (`make test-sanitize`), whose scenes link its archive.
let sharedKitsBuilt = ProcessInfo.processInfo.environment["LOADERANIM_SWIFT_SANITIZE"] == nil ? 1 : 0

/// The Objective-C pass where a user's first Swift scene does not wait for it: skipped for a
/// scene with nothing for it, and built ahead of time into the kit (`loaderanim
/// prepare-swift-kit`, which `make build`, `make test` and `make install` run).
@Suite struct PrebuiltPassTests {
    /// A scene with none of what the pass rewrites compiles without it: even with no pass in
    /// the kit, an empty cache gets the scene's entry and no pass.
    @Test func aSceneWithoutObjectiveCNeverBuildsThePass() throws {
        let cache = temporaryFolder("no-pass"), out = temporaryFolder("out")
        let render = try swiftScene(["render", "folder", "--out", out + "/f.gif", "--quiet"], cache: cache,
                                    environment: ["LOADERANIM_SWIFT_KIT": try kitWithoutPass()])
        #expect(render.status == 0 && render.err.isEmpty, "\(render.err)")
        #expect(FileManager.default.fileExists(atPath: out + "/f.gif"))
        #expect(try passEntries(cache).isEmpty)
        #expect(try sharedKitEntries(cache).count == sharedKitsBuilt)
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache + "/loaderanim/swift")
            .filter { !$0.hasPrefix(".") && !$0.hasPrefix("shared-kit-") }.count == 1)
    }

    /// `prepare-swift-kit --kit` builds the pass and the shared kit into a kit that lacks
    /// them (a line for each saying where, nothing left beside them), says so when they are
    /// there already, and a scene with @objc then renders with an empty cache without
    /// building either.
    @Test func thePreparedKitsPassIsUsedAndNoneIsBuilt() throws {
        let kit = try kitWithoutPass()
        let prepared = try loaderanim(["prepare-swift-kit", "--kit", kit], timeout: 300)
        #expect(prepared.status == 0 && prepared.err.isEmpty, "\(prepared.err)")
        let built = try FileManager.default.contentsOfDirectory(atPath: kit).filter { $0.hasPrefix("syntax-pass-") }
        let shared = try FileManager.default.contentsOfDirectory(atPath: kit).filter { $0.hasPrefix("shared-kit-") }
        try #require(built.count == 1 && shared.count == sharedKitsBuilt)
        let said = lines(prepared.out)
        #expect(said.count == 1 + sharedKitsBuilt && said[0].hasPrefix("built the Objective-C pass for Swift version ")
                && said[0].hasSuffix(": \(kit)/\(built[0])") && Array(said.dropFirst()) == shared.map { "built the shared kit: \(kit)/\($0)" },
                "\(prepared.out)")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: kit)) == Set(["libLoaderAnimSceneKit.a", "Modules", built[0]] + shared))
        for folder in shared { #expect(try FileManager.default.contentsOfDirectory(atPath: kit + "/" + folder) == [SharedKit.fileName]) }
        #expect(access(kit + "/" + built[0], X_OK) == 0)
        let again = try loaderanim(["prepare-swift-kit", "--kit", kit])
        #expect(again.status == 0 && again.out.hasPrefix("the kit already has the Objective-C pass for ")
                && Array(lines(again.out).dropFirst()) == shared.map { "the kit already has its shared library: \(kit)/\($0)" },
                "\(again.out)\(again.err)")

        let cache = temporaryFolder("prebuilt"), out = temporaryFolder("out")
        let render = try swiftScene(["render", "objc-loader.swift", "--out", out + "/o.gif", "--quiet"], cache: cache,
                                    environment: ["LOADERANIM_SWIFT_KIT": kit])
        #expect(render.status == 0, "\(render.err)")  // (its callbacks print on stderr)
        #expect(try passEntries(cache).isEmpty && sharedKitEntries(cache).isEmpty)
        // The library finds it first too.
        let environment = ["XDG_CACHE_HOME": cache, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"]
        let compileCache = CompileCache.open(environment: environment).cache, found = try SceneKit.at(kit, environment: [:])
        let pass = try ObjectiveCPass.locate(toolchain: try Toolchain.locate(environment: environment, cache: compileCache),
                                             kit: try #require(found), cache: compileCache, environment: environment)
        #expect(pass.program == kit + "/" + built[0])
    }

    /// Without the kit's pass, a scene with @objc builds one into the cache, as before.
    @Test func withoutTheKitsPassItIsBuiltIntoTheCache() throws {
        let cache = temporaryFolder("cache-pass"), out = temporaryFolder("out")
        let render = try swiftScene(["render", "objc-loader.swift", "--out", out + "/o.gif", "--quiet"], cache: cache,
                                    environment: ["LOADERANIM_SWIFT_KIT": try kitWithoutPass()])
        #expect(render.status == 0, "\(render.err)")
        #expect(try passEntries(cache).count == 1)
    }

    @Test func preparingWithoutAToolchainOrAKitIsOneLine() throws {
        let kit = try kitWithoutPass()
        let noToolchain = try loaderanim(["prepare-swift-kit", "--kit", kit], environment: ["PATH": "/usr/bin:/bin", "LOADERANIM_SWIFTC": ""])
        #expect(noToolchain.status == 69, "\(noToolchain.err)")
        #expect(lines(noToolchain.err).count == 1 && noToolchain.err.hasPrefix("loaderanim: Swift scenes need a Swift toolchain"),
                "\(noToolchain.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: kit).sorted() == ["Modules", "libLoaderAnimSceneKit.a"])
        let noKit = try loaderanim(["prepare-swift-kit", "--kit", temporaryFolder("empty")])
        #expect(noKit.status == 69 && lines(noKit.err).count == 1 && noKit.err.contains("holds no Swift scene kit"), "\(noKit.err)")
        // Hidden: no user needs it.
        #expect(!(try loaderanim(["--help"]).out.contains("prepare-swift-kit")))
    }
}
