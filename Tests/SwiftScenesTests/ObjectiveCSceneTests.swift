import Foundation
import ReferenceImageSupport
import Testing

/// A loader with the Objective-C that Swift on Linux refuses (Scenes/objc-loader.swift),
/// compiled through the Objective-C pass and run: each callback prints what it saw.
@Suite struct ObjectiveCSceneTests {
    /// The display link fires at the 60 Hz display's refreshes whatever the GIF's fps (at a
    /// preferredFramesPerSecond of 25 or 30, every second one: 60 / 25 = 2.4 rounds to 2),
    /// with timestamp k/60 and targetTimestamp one call later; perform(afterDelay: 1), due
    /// at 1.0 before the refresh of 1.0 is scheduled, stops it after 60 calls (t = 0 … 59/60)
    /// or 30; the cancelled perform never runs; the 0.5 s selector timer carries its
    /// userInfo. presentation() of the scene's own layer class is a copy made by its
    /// init(layer:) (the stored ringColor copied), reading the @NSManaged progress of a
    /// linear 0 → 1 fill over 2 s: 0.25 at 0.5 s, 0.5 at 1, 0.75 at 1.5, while the model is
    /// 1. The control's target-action reaches its target, then the screen up the view tree
    /// for a nil target, and nothing once disabled. A paused link skips refreshes.
    @Test(arguments: [(50.0, 0), (25.0, 0), (50.0, 25), (25.0, 30)])
    func selectorsLinksTimersAndManagedPropertiesRunAsOnIOS(fps: Double, linkFPS: Int) throws {
        let result = try swiftScene(["render", "objc-loader.swift", "--fps", String(fps), "--set", "linkFPS=\(linkFPS)",
                                     "--out", temporaryFolder("objc") + "/l.gif", "--quiet"])
        #expect(result.status == 0, "\(result.err)")
        let every = linkFPS > 0 ? 2 : 1
        let calls = 60 / every
        let ms = { (t: Double) in (t * 1000).rounded() / 1000 }
        func tick(_ n: Int) -> String {
            let t = Double((n - 1) * every) / 60
            return "tick \(n) timestamp \(t) target \(ms(t + Double(every) / 60)) at \(ms(t))"
        }
        let ticks = [1] + stride(from: 10, through: calls, by: 10).map { $0 }
        // The blinker (every refresh) pauses at its 5th call (t = 4/60) until 0.1 s later,
        // 4/60 + 0.1, which is one ulp past the refresh 10/60: the refreshes 5/60 … 10/60 are
        // skipped, 6 of the 60.
        #expect(lines(result.err) == [
            "tapped true at 0.0",
            "reached the screen from LoaderButton at 0.0",
        ] + ticks.filter { Double(($0 - 1) * every) / 60 < 0.5 }.map(tick) + [
            "timer half presentation 0.25 model 1.0 copied true at 0.5",
        ] + ticks.filter { Double(($0 - 1) * every) / 60 > 0.5 }.map(tick) + [
            "stopped after \(calls) ticks at 1.0",
            "blinker 54 calls, duration \(1.0 / 60) at 1.0",
            "timer half presentation 0.5 model 1.0 copied true at 1.0",
            "timer half presentation 0.75 model 1.0 copied true at 1.5",
        ])
    }

    /// draw(in:) reads presentation values (the ring's progress mid-fill, which it writes
    /// into "drawn" as it draws); the badge's action(forKey:) animates its level 0 → 1
    /// linearly over 1 s from t = 1 (0.1 at 1.1, 0.5 at 1.5); its `actions` turn the
    /// opacity change at t = 1 into none: 0.5 at once (an implicit one would still be
    /// running at 1.1).
    @Test func drawingReadsPresentationValuesAndActionsAreHonored() throws {
        for (time, progress, level, opacity) in [(0.5, "0.25", "0", "1"), (1.1, "0.55", "0.1", "0.5"), (1.5, "0.75", "0.5", "0.5")] {
            let result = try swiftScene(["inspect", "objc-loader.swift", "--time", String(time)])
            #expect(result.status == 0, "\(result.err)")
            let json = try #require(lines(result.out).last)
            #expect(json.contains("\"name\":\"drawn \(progress)\""), "t = \(time)")
            #expect(json.contains("\"progress\":\(progress),"), "t = \(time)")
            let badge = try #require(json.range(of: "\"name\":\"badge\"").map { String(json[$0.upperBound...]) })
            #expect(badge.contains("\"level\":\(level)") && badge.contains("\"opacity\":\(opacity),"), "t = \(time): \(badge.prefix(300))")
        }
    }

    /// A compile error after a #selector on the same line is at the user's column (the
    /// pass lengthened the line before it); what the pass cannot rewrite is an error at its
    /// own line. Both exit 65 with no output file.
    @Test func errorsPointAtTheUsersColumns() throws {
        let out = temporaryFolder("objc-errors") + "/e.gif"
        let result = try swiftScene(["render", "objc-errors.swift", "--out", out])
        #expect(result.status == 65)
        #expect(lines(result.err).first == "loaderanim: objc-errors.swift:9:119: error: cannot find 'undefinedName' in scope", "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: out))

        let folder = temporaryFolder("objc-getter")
        try "import UIKit\nimport LoaderAnim\nlet s = #selector(getter: UIView.alpha)\n".write(toFile: folder + "/getter.swift", atomically: true, encoding: .utf8)
        let refused = try loaderanimIn(folder, ["render", "getter.swift", "--out", folder + "/g.gif"])
        #expect(refused.status == 65)
        #expect(lines(refused.err) == ["loaderanim: getter.swift:3:9: error: #selector(getter: ...) names a property's accessor; "
            + "loaderanim's selectors name methods"], "\(refused.err)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/g.gif"))
    }

    /// examples/swift/orbit-link.swift renders as written, with no warning; its display
    /// link adds each refresh's elapsed time (0 at the first call) times 1 turn a second to
    /// the @NSManaged phase: 30 steps of 1/60 s by 0.5 s (the display's 60 Hz, though the
    /// GIF is at 50 fps), so 0.5 turns, drawn pink from the 1 s timer on.
    @Test func theOrbitLinkExampleRendersAsWritten() throws {
        let example = URL(fileURLWithPath: sceneFolder).appendingPathComponent("../../../examples/swift/orbit-link.swift").standardized.path
        let out = temporaryFolder("orbit") + "/o.gif"
        let render = try swiftScene(["render", example, "--out", out])
        #expect(render.status == 0 && render.err.isEmpty, "\(render.err)")
        #expect(FileManager.default.fileExists(atPath: out))
        let inspect = try swiftScene(["inspect", example, "--time", "0.5"])
        let json = try JSONSerialization.jsonObject(with: Data(try #require(lines(inspect.out).last).utf8)) as? [String: Any]
        let orbit = try #require((json?["layers"] as? [[String: Any]])?.first { $0["name"] as? String == "orbit" })
        let phase = try #require((orbit["properties"] as? [String: Any])?["phase"] as? Double)
        #expect(abs(phase - 0.5) < 1e-9, "phase \(phase)")
    }

    func loaderanimIn(_ folder: String, _ arguments: [String]) throws -> (status: Int32, out: String, err: String, signaled: Bool, timedOut: Bool) {
        try loaderanim(arguments, environment: ["XDG_CACHE_HOME": sharedCache], timeout: 300, in: folder)
    }
}
