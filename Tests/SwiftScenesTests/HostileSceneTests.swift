import Foundation
import ReferenceImageSupport
import Testing

/// Scenes that would never finish, each stopped with one line naming what runs away, exit
/// 65, and no GIF (Scenes/hostile/).
@Suite struct HostileSceneTests {
    static let cases: [(scene: String, message: String)] = [
        ("post-loop", "post-loop.swift: NotificationCenter.post(name: \"ping\"): posted from inside its own delivery 1000 deep"),
        ("link-chain", "link-chain.swift: more than 100000 events at t = 0.0 s without time moving on: a callback keeps scheduling itself"),
        ("canvas-flood", "canvas-flood.swift: CGContext: a drawing may hold at most 1,000,000 calls"),
        ("present-loop", "present-loop.swift: present(_:animated:completion:): Chain would make 101 controllers presented one on "
            + "another (at most 100): a controller that presents another from its own viewDidAppear(_:) keeps doing so"),
    ]

    @Test(arguments: cases.indices) func runawaysAreOneLine(index: Int) throws {
        let (scene, message) = Self.cases[index]
        let folder = temporaryFolder("hostile-\(scene)")
        let result = try swiftScene(["render", sceneFolder + "/hostile/\(scene).swift", "--out", folder + "/out.gif"])
        #expect(result.status == 65, "\(scene): exit \(result.status): \(result.err)")
        let said = lines(result.err).filter { $0.hasPrefix("loaderanim:") }
        #expect(said.count == 1 && said[0].contains(message), "\(scene): \(result.err)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/out.gif"))
    }

    /// Code swiftc (or the Objective-C pass, with SwiftParser) would take without end to
    /// read: stopped at LOADERANIM_SWIFT_COMPILE_SECONDS (2 here; 300 by default), one line
    /// at the scene's file, exit 65, and no GIF.
    @Test(arguments: [("deep-brackets", "swiftc did not finish compiling the scene"),
                      ("deep-brackets-pass", "loaderanim's Objective-C pass did not finish reading the scene")])
    func aCompileWithoutEndIsStopped(scene: String, what: String) throws {
        let folder = temporaryFolder("hostile-\(scene)"), file = sceneFolder + "/hostile/\(scene).swift"
        let result = try swiftScene(["render", file, "--out", folder + "/out.gif"], cache: temporaryFolder("cache"),
                                    environment: ["LOADERANIM_SWIFT_COMPILE_SECONDS": "2"])
        #expect(result.status == 65, "\(result.err)")
        #expect(lines(result.err) == ["loaderanim: \(file): error: \(what) in 2 s and was stopped (swiftc's time grows "
            + "exponentially with some code, such as brackets nested 20 deep); set LOADERANIM_SWIFT_COMPILE_SECONDS to allow longer"])
        #expect(!FileManager.default.fileExists(atPath: folder + "/out.gif"))
    }
}
