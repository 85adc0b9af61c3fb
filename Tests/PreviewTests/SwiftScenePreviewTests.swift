import BenchSupport
import Foundation
import ReferenceImageSupport
import Testing

/// `loaderanim preview` of a Swift scene, as a user starts it: every answer is a run of the
/// compiled scene's program, so it is compared byte for byte with the command line's; a
/// compile error, a crash or a runaway is the command line's lines on the page, and the
/// server keeps serving (needs the kit: swift build --product LoaderAnimSceneKit).
@Suite struct SwiftScenePreviewTests {
    static let scenes = PreviewServerTests.repository + "/Tests/SwiftScenesTests/Scenes"
    let values = SwiftScenePreviewTests.scenes + "/values.swift"

    @Test func framesInspectParamsAndRenderAreTheCommandLinesBytes() throws {
        let server = try PreviewProcess([values])
        for time in ["0", "0.5", "1.37"] {
            let png = try server.get("/frame.png?t=" + time)
            #expect(png.status == 200 && png.headers["content-type"] == "image/png")
            #expect(png.body == (try cli(["frame", values, "--time", time, "--out", "-"])).out, "frame at \(time)")
            #expect(try server.get("/inspect.json?t=" + time).body == (try cli(["inspect", values, "--time", time])).out, "inspect at \(time)")
        }
        #expect(try server.get("/params.json").body == (try cli(["params", values, "--json"])).out)
        let gif = try server.get("/render.gif")
        let expected = try cli(["render", values, "--out", "-"]).out
        #expect(gif.status == 200 && gif.body == expected)
        #expect(try server.get("/status.json").text == "{\"error\":null,\"file\":\"\(values)\",\"generation\":0,"
            + "\"options\":[],\"parameters\":[],\"scene\":\"values\"}\n")
    }

    /// A folder scene, with the command line's --set and --scale, then the page's own --set.
    @Test func aFolderWithParametersAndDrawingOptions() throws {
        let folder = Self.scenes + "/folder"
        let server = try PreviewProcess([folder, "--set", "color=#FF0000", "--scale", "1.5"])
        let options = ["--set", "color=#FF0000", "--scale", "1.5"]
        #expect(try server.get("/frame.png?t=0.2").body == (try cli(["frame", folder, "--time", "0.2", "--out", "-"] + options)).out)
        #expect(try server.get("/frame.png?t=0.2&set=color%3DsystemGreen").body
            == (try cli(["frame", folder, "--time", "0.2", "--out", "-"] + options + ["--set", "color=systemGreen"])).out)
        #expect(try server.get("/params.json?set=color%3DsystemGreen").body
            == (try cli(["params", folder, "--json", "--set", "color=#FF0000", "--set", "color=systemGreen"])).out)
    }

    /// The timeline is the program's `timeline`: every animation, the same JSON as its Lua
    /// twin's (values.lua), with --set too.
    @Test func timelineIsTheLuaTwinsTimeline() throws {
        let server = try PreviewProcess([values])
        let timeline = try JSONSerialization.jsonObject(with: Data(try server.get("/timeline.json").body)) as! [String: Any]
        let lua = try JSONSerialization.jsonObject(with: Data(try cli(["timeline", values.replacing(".swift", with: ".lua")]).out))
            as! [String: Any]
        #expect(timeline["length"] as? Double == 2 && (timeline["animations"] as? [Any])?.count == 5)
        #expect(NSDictionary(dictionary: timeline).isEqual(to: lua))
    }

    /// A bad value is 400, a crash in a callback and a runaway are 500, each with the
    /// command line's stderr; the server answers the next request as before.
    @Test func badValuesCrashesAndRunawaysAreAnswersNotTheServersEnd() throws {
        let crash = Self.scenes + "/crash.swift", loop = Self.scenes + "/loop.swift"
        let server = try PreviewProcess([crash, "--max-seconds", "1"])
        let good = try server.get("/frame.png?t=0.7")
        let cases: [(query: String, status: Int, arguments: [String])] = [
            ("t=0.7&set=nope%3D1", 400, ["--set", "nope=1"]),
            ("t=-1", 400, ["--time", "-1"]),
            ("t=0.7&set=mode%3Dcallback", 500, ["--set", "mode=callback", "--time", "0.7"]),
            ("t=0.7&set=mode%3Dsetup", 500, ["--set", "mode=setup", "--time", "0.7"]),
            ("t=0.7&set=mode%3Dindex", 500, ["--set", "mode=index", "--time", "0.7"]),
        ]
        for (query, status, arguments) in cases {
            let answer = try server.get("/frame.png?" + query)
            let expected = try cli(["frame", crash, "--max-seconds", "1", "--out", "-"] + arguments)
            #expect(answer.status == status && expected.status != 0, "\(query)")
            #expect(answer.text == String(decoding: expected.err, as: UTF8.self), "\(query)")
        }
        #expect(try server.get("/frame.png?t=0.7").body == good.body && good.status == 200)

        let looping = try PreviewProcess([loop, "--set", "where=timer", "--max-seconds", "1"])
        let runaway = try looping.get("/frame.png?t=0.5")
        let expected = try cli(["frame", loop, "--set", "where=timer", "--max-seconds", "1", "--time", "0.5", "--out", "-"])
        #expect(runaway.status == 500 && expected.status == 70)
        #expect(runaway.text == String(decoding: expected.err, as: UTF8.self) && runaway.text.contains("--max-seconds"))
        #expect(try looping.get("/frame.png?t=0.1").body == (try cli(["frame", loop, "--set", "where=timer", "--time", "0.1", "--out", "-"])).out)
    }

    /// Saving recompiles: a compile error is announced with the command line's
    /// file:line:col lines while the last good program keeps serving, a crash in the new
    /// setup likewise, and fixing the file reloads.
    @Test func aCompileErrorIsShownAndFixingItRecovers() throws {
        let file = try Self.pulseFile()
        let server = try PreviewProcess([file])
        let events = try EventStream(port: server.port)
        #expect(try events.next() == "hello {\"generation\":0,\"error\":null}")
        let before = try server.get("/frame.png?t=0.2").body

        try Self.pulse(color: "nosuchColor").write(toFile: file, atomically: true, encoding: .utf8)
        let compile = String(decoding: try cli(["frame", file, "--out", "-"]).err, as: UTF8.self)
        #expect(compile.hasPrefix("loaderanim: \(file):7:"), "\(compile)")
        #expect(try events.next(timeout: 120) == "error " + Self.data(generation: 0, error: String(compile.dropLast())))
        #expect(try server.get("/frame.png?t=0.2").body == before)  // the last good program
        #expect(try server.get("/status.json").text.contains("\"error\":\"loaderanim: \(file):7:"))

        try Self.pulse(color: "systemRed", crash: true).write(toFile: file, atomically: true, encoding: .utf8)
        let crash = String(decoding: try cli(["frame", file, "--out", "-"]).err, as: UTF8.self)
        #expect(crash == "loaderanim: Pulse.swift:9: the scene crashed: Unexpectedly found nil while unwrapping an Optional value (SIGILL)\n")
        #expect(try events.next(timeout: 120) == "error " + Self.data(generation: 0, error: String(crash.dropLast())))

        try Self.pulse(color: "systemBlue").write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try events.next(timeout: 120) == "reload {\"generation\":1,\"error\":null}")
        let after = try server.get("/frame.png?t=0.2").body
        let expected = try cli(["frame", file, "--time", "0.2", "--out", "-"]).out
        #expect(after != before && after == expected)
    }

    /// Saving an image the scene shows (found by `inspect` at its start and end) reloads it.
    @Test func anImageTheSceneShowsReloadsIt() throws {
        let folder = testFolder("preview")
        try """
            import UIKit
            import LoaderAnim

            let canvas = scene(title: "Picture", width: 20, height: 20, duration: 1)
            let picture = CALayer()
            picture.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            picture.contents = UIImage(named: "dot")?.cgImage
            canvas.layer.addSublayer(picture)
            """.write(toFile: folder + "/Picture.swift", atomically: true, encoding: .utf8)
        _ = try cli(["frame", PreviewServerTests.repository + "/scenes/spinner.lua", "--scale", "0.125", "--out", folder + "/dot.png"])
        let server = try PreviewProcess([folder + "/Picture.swift"])
        let events = try EventStream(port: server.port)
        _ = try events.next()
        let before = try server.get("/frame.png?t=0").body
        _ = try cli(["frame", PreviewServerTests.repository + "/scenes/ball-pulse.lua", "--scale", "0.125", "--out", folder + "/dot.png"])
        #expect(try events.next(timeout: 60) == "reload {\"generation\":1,\"error\":null}")
        #expect(try server.get("/frame.png?t=0").body != before)
    }

    @Test func aSceneThatFailsStopsTheCommandAsOthersDo() throws {
        for (scene, arguments) in [("bad.swift", [String]()), ("loop.swift", ["--max-seconds", "1"]), ("nowhere.swift", [])] {
            let preview = try cli(["preview", Self.scenes + "/" + scene, "--port", "0"] + arguments)
            let render = try cli(["render", Self.scenes + "/" + scene, "--out", "-"] + arguments)
            #expect(preview.status == render.status && preview.status != 0, "\(scene)")
            #expect(preview.err == render.err, "\(scene)")
        }
    }

    // MARK: Fixtures

    /// A 1 s scene: a square of `color` that fades; with `crash`, a nil unwrapped on line 9.
    /// Pulse.swift, red, in a folder of its own.
    static func pulseFile() throws -> String {
        let folder = testFolder("preview")
        try pulse(color: "systemRed").write(toFile: folder + "/Pulse.swift", atomically: true, encoding: .utf8)
        return folder + "/Pulse.swift"
    }

    static func pulse(color: String, crash: Bool = false) -> String {
        """
        import UIKit
        import LoaderAnim

        let canvas = scene(title: "Pulse", width: 40, height: 40, background: .white, duration: 1, fps: 10)
        let square = CALayer()
        square.frame = CGRect(x: 5, y: 5, width: 30, height: 30)
        square.backgroundColor = UIColor.\(color).cgColor
        let missing: CALayer? = \(crash ? "nil" : "square")
        canvas.layer.addSublayer(missing!)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.2
        fade.duration = 0.5
        fade.autoreverses = true
        square.add(fade, forKey: "fade")
        """
    }

    /// An event's data, as the server writes it (a JSON string for the error).
    static func data(generation: Int, error: String) -> String {
        let quoted = String(decoding: try! JSONSerialization.data(withJSONObject: [error], options: [.withoutEscapingSlashes]), as: UTF8.self)
        return "{\"generation\":\(generation),\"error\":\(quoted.dropFirst().dropLast())}"
    }
}
