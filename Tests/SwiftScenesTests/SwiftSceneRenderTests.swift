import Foundation
import ReferenceImageSupport
import Testing

/// Real Swift scenes, compiled against the kit and run by the built loaderanim, as a user
/// runs them. Compiles are the slow part: every test shares one cache, so each scene
/// compiles once a run (the cache tests use caches of their own).
let sceneFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Scenes").path
let sharedCache = temporaryFolder("shared-cache")

func temporaryFolder(_ name: String) -> String { testFolder("swift-" + name) }

/// loaderanim in the scenes' folder with the shared cache (or `cache`).
func swiftScene(_ arguments: [String], cache: String = sharedCache, environment: [String: String] = [:])
    throws -> (status: Int32, out: String, err: String, signaled: Bool, timedOut: Bool) {
    try loaderanim(arguments, environment: ["XDG_CACHE_HOME": cache].merging(environment) { $1 }, timeout: 300, in: sceneFolder)
}

/// The lines loaderanim wrote on stderr.
func lines(_ text: String) -> [String] { text.split(separator: "\n").map(String.init) }

@Suite struct SwiftSceneRenderTests {
    /// A module the mirror lacks, in a folder of two files: swiftc's frontend jobs run side
    /// by side and each reports it; loaderanim shows each error once.
    @Test func anErrorOfTheWholeModuleIsShownOnce() throws {
        let folder = temporaryFolder("module-error")
        try "let canvas = scene(title: \"A\", width: 10, height: 10)\n".write(toFile: folder + "/main.swift", atomically: true, encoding: .utf8)
        try "import Accelerate\nlet k = 1\n".write(toFile: folder + "/Other.swift", atomically: true, encoding: .utf8)
        let result = try swiftScene(["render", folder, "--out", folder + "/out.gif"])
        let errors = lines(result.err).filter { $0.contains(": error: ") }
        #expect(result.status == 65 && errors.count == 1 && errors[0].hasSuffix("Other.swift:1:8: error: no such module 'Accelerate'"),
                "\(result.err)")
    }

    /// The engine's values through the Swift handles equal the Lua scene's: basic (with
    /// control points), keyframe (timing functions per segment, autoreverse), group, spring,
    /// gradient locations, fill modes.
    @Test func presentationValuesEqualTheLuaTwinsAtEveryTime() throws {
        for time in [0, 0.13, 0.3, 0.52, 0.7, 0.95, 1.1, 1.37, 1.5, 1.9] {
            let lua = try swiftScene(["inspect", "values.lua", "--time", String(time)])
            let swift = try swiftScene(["inspect", "values.swift", "--time", String(time)])
            #expect(lua.status == 0 && swift.status == 0, "\(lua.err)\(swift.err)")
            #expect(swift.out == lua.out, "inspect --time \(time)")
        }
    }

    /// Layer timing, transform.scale.xy, settable sublayers and Date() on the epoch, through
    /// the mirror: the same trees as the Lua twin's, with and without --epoch. At 0.7 s the
    /// reversing group (0.5 s passes) reads local 0.3, so the fade shows 0.3; from 2 s the
    /// group is paused at 0.2 and "spare" is gone.
    @Test func layerTimingSublayersAndTheEpochEqualTheLuaTwin() throws {
        for (time, epoch) in [(0.0, []), (0.7, []), (1.3, []), (2.5, []), (0.2, ["--epoch", "2024-05-01"])] {
            let lua = try swiftScene(["inspect", "breadth.lua", "--time", String(time)] + epoch)
            let swift = try swiftScene(["inspect", "breadth.swift", "--time", String(time)] + epoch)
            #expect(lua.status == 0 && swift.status == 0, "\(lua.err)\(swift.err)")
            #expect(swift.out == lua.out, "inspect --time \(time) \(epoch)")
            #expect(swift.out.contains(epoch.isEmpty ? "\"t978307200\"" : "\"t1714521600\""))
            #expect(swift.out.contains("\"spare\"") == (time < 2))
        }
        let bad = try swiftScene(["inspect", "breadth.swift", "--epoch", "soon"])
        #expect(bad.status == 64 && lines(bad.err).count == 1, "\(bad.err)")
    }

    /// Issue 29's "done when": examples/swift/paused-gauge.swift (draw(_:) with a clear blend
    /// mode, a bordered spinner paused and resumed by QA1673's idiom, a HelveticaNeue-Thin
    /// label) renders as written, with no warning. The spin is 2π a second of the spinner's
    /// local time: paused at 1.25 s (local 1.25, a quarter turn), resumed at 2.25 s with
    /// beginTime 1, so local = t − 1: 1.5 at 2.5 s, half a turn.
    @Test func thePausedGaugeExampleRendersAsWritten() throws {
        let example = URL(fileURLWithPath: sceneFolder).appendingPathComponent("../../../examples/swift/paused-gauge.swift")
            .standardized.path
        for (time, turn) in [(0.5, 0.5), (1.25, 0.25), (2.0, 0.25), (2.5, 0.5)] {
            let result = try swiftScene(["inspect", example, "--time", String(time)])
            #expect(result.status == 0 && result.err.isEmpty, "\(result.err)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
            let spinner = try #require((json["layers"] as? [[String: Any]])?.first { layer in
                (layer["properties"] as? [String: Any])?["borderWidth"] as? Double == 2
            }?["properties"] as? [String: Any])
            let angle = try #require(spinner["transform.rotation.z"] as? Double)
            #expect(abs(angle - 2 * .pi * turn) < 1e-9, "t = \(time)")
        }
        let gif = temporaryFolder("gauge") + "/gauge.gif"
        let render = try swiftScene(["render", example, "--out", gif, "--quiet"])
        #expect(render.status == 0 && render.err.isEmpty, "\(render.err)")
    }

    @Test func framesEqualTheLuaTwinsByteForByte() throws {
        let folder = temporaryFolder("values")
        for scene in ["values.lua", "values.swift"] {
            let result = try swiftScene(["render", scene, "--out", folder + "/" + scene + ".gif", "--quiet"])
            #expect(result.status == 0, "\(result.err)")
        }
        let lua = try Data(contentsOf: URL(fileURLWithPath: folder + "/values.lua.gif"))
        let swift = try Data(contentsOf: URL(fileURLWithPath: folder + "/values.swift.gif"))
        #expect(lua.count > 1000)
        #expect(lua == swift)
    }

    /// UIFont's weights and names draw in the faces the Lua names them by, byte for byte; a
    /// name loaderanim does not know renders with one warning line naming the scene.
    @Test func fontsEqualTheLuaTwinsByteForByte() throws {
        let folder = temporaryFolder("fonts")
        var errors: [String: String] = [:]
        for scene in ["fonts.lua", "fonts.swift"] {
            let result = try swiftScene(["render", scene, "--out", folder + "/" + scene + ".gif", "--quiet"])
            #expect(result.status == 0, "\(result.err)")
            errors[scene] = result.err
        }
        let warning = "warning: font \"Futura-Bold\" is not a font loaderanim knows: it draws in Liberation Sans Bold, "
            + "as \"Helvetica-Bold\", \"HelveticaNeue-Bold\", \"Arial-BoldMT\" do"
        #expect(lines(errors["fonts.swift"]!) == ["loaderanim: fonts.swift: " + warning])
        #expect(lines(errors["fonts.lua"]!) == ["loaderanim: fonts.lua:6: " + warning])
        let lua = try Data(contentsOf: URL(fileURLWithPath: folder + "/fonts.lua.gif"))
        let swift = try Data(contentsOf: URL(fileURLWithPath: folder + "/fonts.swift.gif"))
        #expect(lua.count > 1000)
        #expect(lua == swift)
    }

    /// Timer (scheduled, one-shot, added to the run loop), DispatchQueue (main, global,
    /// asyncAfter with seconds and intervals), Date, CACurrentMediaTime, the animation
    /// delegate, CATransaction's completion and UIView.animate's: each fires at its scene
    /// time, whatever the frame rate.
    @Test(arguments: [25.0, 50.0]) func clocksRunOnTheSceneClock(fps: Double) throws {
        let result = try swiftScene(["render", "clock.swift", "--fps", String(fps), "--out", temporaryFolder("clock") + "/c.gif", "--quiet"])
        #expect(result.status == 0, "\(result.err)")
        #expect(lines(result.err) == [
            "global then main, 0.0 at 0.0",
            "didStart fade at 0.1",
            "didStop fade true at 0.4",
            "asyncAfter 0.5, Date 0.5 at 0.5",
            "UIView.animate completion true at 0.5",
            "transaction completion at 0.6",
            "one-shot timer at 0.75",
            "run-loop timer 3 at 0.75",
            "asyncAfter 1250 ms at 1.25",
            "tick 15 at 1.5",
            "ticks 15, run-loop 3 at 1.9",
        ])
    }

    /// A folder of files (one in a subfolder, importing Foundation), a UIView subclass, a
    /// color parameter that --set changes and `params` lists.
    @Test func aFolderSceneWithItsParameters() throws {
        let inspect = try swiftScene(["inspect", "folder", "--time", "0.2", "--set", "color=#FF0000"])
        #expect(inspect.status == 0, "\(inspect.err)")
        #expect(inspect.out.contains("\"name\":\"arc\""))
        #expect(inspect.out.contains("\"strokeColor\":\"#FF0000FF\""))
        #expect(inspect.out.contains("\"scene\":\"folder\""))
        let params = try swiftScene(["params", "folder/"])
        #expect(params.status == 0, "\(params.err)")
        #expect(lines(params.out).last?.hasPrefix("color  color  systemBlue") == true, "\(params.out)")
        let unknown = try swiftScene(["render", "folder", "--set", "colour=red", "--out", temporaryFolder("p") + "/x.gif"])
        #expect(unknown.status == 65)
        #expect(unknown.err.contains("--set colour: this scene has no parameter colour; its parameters are: color"), "\(unknown.err)")
        let bad = try swiftScene(["render", "folder", "--set", "color=nope", "--out", temporaryFolder("p") + "/x.gif"])
        #expect(bad.status == 65)
        #expect(bad.err.contains("--set color=nope"), "\(bad.err)")
    }

    /// swiftc's errors at the user's own file:line:col, all of them, exit 65, no GIF.
    @Test func compileErrorsPointAtTheUsersLines() throws {
        let folder = temporaryFolder("bad")
        let result = try swiftScene(["render", "bad.swift", "--out", folder + "/bad.gif"])
        #expect(result.status == 65)
        let errors = lines(result.err)
        #expect(errors.first == "loaderanim: bad.swift:7:13: error: cannot find 'UIDocumentBrowserViewController' in scope", "\(result.err)")
        #expect(errors.contains { $0.hasPrefix("loaderanim: bad.swift:8:") && $0.contains("error:") })
        #expect(errors.last == "loaderanim: UIDocumentBrowserViewController is outside what loaderanim's UIKit, QuartzCore, CoreGraphics, Combine and SwiftUI offer; "
            + "docs/swift-scenes.md and docs/swiftui.md list what they have")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
        let validate = try swiftScene(["validate", "bad.swift", "values.swift"])
        #expect(validate.status == 65)
        #expect(validate.err.contains("bad.swift:7:13: error"))
    }

    /// A crash in the scene's code: one line naming it, exit 70, no output file and no
    /// temporary file left beside where it would have been.
    @Test(arguments: [
        ("setup", "loaderanim: crash.swift:9: the scene crashed: Unexpectedly found nil while unwrapping an Optional value (SIGILL)"),
        ("callback", "loaderanim: crash.swift:12: the scene crashed: the download failed (SIGILL)"),
        ("index", "loaderanim: crash.swift: the scene crashed: Index out of range (SIGILL)"),
    ])
    func aCrashIsOneLineAndExit70(mode: String, message: String) throws {
        let folder = temporaryFolder("crash")
        let result = try swiftScene(["render", "crash.swift", "--set", "mode=\(mode)", "--out", folder + "/crash.gif", "--quiet"])
        #expect(result.status == 70)
        #expect(!result.signaled)
        #expect(lines(result.err) == [message])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    /// The limit holds for code that blocks or ignores SIGALRM too: a thread of its own keeps it.
    @Test(arguments: ["setup", "timer", "blocked"]) func codeThatNeverReturnsIsStopped(place: String) throws {
        let folder = temporaryFolder("loop")
        let result = try swiftScene(["render", "loop.swift", "--set", "where=\(place)", "--max-seconds", "1", "--out", folder + "/l.gif"])
        #expect(result.status == 70)
        #expect(result.err.contains("loop.swift: the scene's code ran longer than --max-seconds 1.0 "
            + (place == "timer" ? "in a callback" : "in its setup")), "\(result.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test func withoutAToolchainItSaysHowToGetOne() throws {
        let named = try swiftScene(["render", "values.swift", "--out", "/tmp/never.gif"], environment: ["LOADERANIM_SWIFTC": "/nonexistent/swiftc"])
        #expect(named.status == 69)
        #expect(named.err.contains("LOADERANIM_SWIFTC=/nonexistent/swiftc is not an executable file"))
        let none = try swiftScene(["render", "values.swift", "--out", "/tmp/never.gif"], environment: ["PATH": "/nonexistent"])
        #expect(none.status == 69)
        #expect(lines(none.err) == ["loaderanim: Swift scenes need a Swift toolchain, and swiftc is not on PATH: install one from "
            + "https://www.swift.org/install (6.1 or later), or set LOADERANIM_SWIFTC to its swiftc"])
    }
}
