import BenchSupport
import Foundation
import ReferenceImageSupport
import Testing

/// `loaderanim preview` as a user starts it, on a free port, asked over a socket the way a
/// browser or a script would; each answer is compared with what the command line gives.
@Suite struct PreviewServerTests {
    let spinner = PreviewServerTests.repository + "/scenes/spinner.lua"

    @Test func servesThePageAndItsModules() throws {
        let server = try PreviewProcess([spinner])
        let page = try server.get("/")
        #expect(page.status == 200 && page.headers["content-type"] == "text/html; charset=utf-8")
        #expect(page.text.contains("<script type=\"module\" src=\"/app.js\"></script>"))
        for file in ["/app.js", "/timeline.js", "/controls.js", "/inspect.js"] {
            let answer = try server.get(file)
            #expect(answer.status == 200 && answer.headers["content-type"] == "text/javascript; charset=utf-8", "\(file)")
        }
        #expect(try server.get("/style.css").headers["content-type"] == "text/css; charset=utf-8")
    }

    @Test func framesInspectAndParamsAreTheCommandLinesBytes() throws {
        let server = try PreviewProcess([spinner, "--set", "hold=2"])
        for (time, sets) in [("0", [String]()), ("0.37", ["lineWidth=9"]), ("1.5", ["colors=[#FF9500,systemTeal]", "lineWidth=2.5"])] {
            let query = "t=\(time)" + sets.map { "&set=" + $0.addingPercentEncoding(withAllowedCharacters: .alphanumerics)! }.joined()
            let cliSets = (["hold=2"] + sets).flatMap { ["--set", $0] }
            let png = try server.get("/frame.png?" + query)
            #expect(png.status == 200 && png.headers["content-type"] == "image/png")
            #expect(png.body == (try cli(["frame", spinner, "--time", time, "--out", "-"] + cliSets)).out, "frame at \(time) \(sets)")
            let inspect = try server.get("/inspect.json?" + query)
            #expect(inspect.headers["content-type"] == "application/json")
            #expect(inspect.body == (try cli(["inspect", spinner, "--time", time] + cliSets)).out, "inspect at \(time) \(sets)")
        }
        #expect(try server.get("/params.json?set=lineWidth=7").body == (try cli(["params", spinner, "--json", "--set", "hold=2", "--set", "lineWidth=7"])).out)
    }

    /// The nil forms the page shows as "none", one per property Core Animation lets code set
    /// to nil: an empty path's bounds [0, 0, 0, 0] and length 0 (shadowPath, path), "" (no
    /// contents, name or string), the clear color #00000000 (no background, fill or stroke)
    /// and empty lists; the numbers and the rest have none.
    @Test func nilValuesAreTheInspectedFormsOfNil() throws {
        let server = try PreviewProcess([spinner])
        let answer = try server.get("/nil-values.json")
        #expect(answer.status == 200 && answer.headers["content-type"] == "application/json")
        let none = ["backgroundColor": "\"#00000000\"", "colors": "[]", "contents": "\"\"", "fillColor": "\"#00000000\"",
                    "lineDashPattern": "[]", "locations": "[]", "name": "\"\"", "path": "{\"bounds\":[0,0,0,0],\"length\":0}",
                    "shadowPath": "{\"bounds\":[0,0,0,0],\"length\":0}", "strokeColor": "\"#00000000\"", "string": "\"\""]
        #expect(answer.text == "{" + none.keys.sorted().map { "\"\($0)\":\(none[$0]!)" }.joined(separator: ",") + "}\n")
    }

    /// --scale and --background apply to every frame, and the status lists them for the page's command.
    @Test func drawingOptionsApplyAndAreListed() throws {
        let server = try PreviewProcess([spinner, "--scale", "1.5", "--background", "transparent", "--set", "hold=2"])
        #expect(try server.get("/frame.png?t=0.25").body
            == (try cli(["frame", spinner, "--scale", "1.5", "--background", "transparent", "--set", "hold=2", "--time", "0.25", "--out", "-"])).out)
        #expect(try server.get("/status.json").text == "{\"error\":null,\"file\":\"\(spinner)\",\"generation\":0,"
            + "\"options\":[\"--scale\",\"1.5\",\"--background\",\"transparent\"],\"parameters\":[\"hold=2\"],\"scene\":\"spinner\"}\n")
    }

    @Test func renderIsTheCommandLinesGIF() throws {
        let folder = try Self.folder(scene: Self.pulse(color: "red"))
        let server = try PreviewProcess([folder + "/pulse.lua"])
        let gif = try server.get("/render.gif?set=size=20")
        #expect(gif.status == 200 && gif.headers["content-type"] == "image/gif")
        #expect(gif.body == (try cli(["render", folder + "/pulse.lua", "--set", "size=20", "--out", "-"])).out)
        #expect(gif.body.starts(with: Array("GIF89a".utf8)))
    }

    /// The spinner's four animations, as its comment describes them: a 1 s group repeating
    /// forever (strokeEnd over 0.75 s; strokeStart from 0.25 s over 0.75 s, easeInEaseOut),
    /// the colors 1 s each, and a turn every 2 s.
    @Test func timelineListsEveryAnimationTheEngineAdded() throws {
        let server = try PreviewProcess([spinner])
        let answer = try server.get("/timeline.json")
        #expect(answer.status == 200 && answer.headers["content-type"] == "application/json")
        let timeline = try JSONSerialization.jsonObject(with: Data(answer.body)) as! [String: Any]
        #expect(timeline["length"] as? Double == 6)  // lcm(1 s strokes, 2 s turn, 3 colors x 1 s)
        let animations = timeline["animations"] as! [[String: Any]]
        var tracks: [String: [String: Any]] = [:]
        for animation in animations {
            for track in animation["tracks"] as! [[String: Any]] {
                tracks["\(animation["layer"]!).\(track["keyPath"]!)"] = track
            }
        }
        #expect(Set(tracks.keys) == ["ring.strokeStart", "ring.strokeEnd", "ring.strokeColor", "view.transform.rotation.z"])
        let start = tracks["ring.strokeStart"]!, startTiming = start["timing"] as! [String: Any]
        #expect(startTiming["beginTime"] as? Double == 0.25 && startTiming["duration"] as? Double == 0.75)
        #expect(start["function"] as? String == "easeInEaseOut" && start["values"] as? [String] == ["0.0", "1.0"])
        #expect((start["curve"] as! [Double])[16] == 0.5)  // easeInEaseOut is symmetric: y(0.5) = 0.5
        let turn = tracks["view.transform.rotation.z"]!["timing"] as! [String: Any]
        #expect(turn["duration"] as? Double == 2 && turn["active"] == nil)  // forever
    }

    @Test func otherPathsAndTraversalAre404() throws {
        let server = try PreviewProcess([spinner])
        for path in ["/nope", "/../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/frame.png/../../../etc/passwd", "//etc/passwd",
                     "/Page/app.js", "/scenes/spinner.lua", "/spinner.lua", "/..%2fPackage.swift", "/app.js/..", "/index.html"] {
            #expect(try server.get(path).status == 404, "\(path)")
        }
    }

    /// Bad values are answered 400 with the line the command line prints on stderr.
    @Test func badParametersAre400WithTheCommandLinesMessage() throws {
        let server = try PreviewProcess([spinner])
        let cases: [(query: String, arguments: [String])] = [
            ("t=-1", ["--time", "-1"]), ("t=0&set=lineWidth=abc", ["--set", "lineWidth=abc"]),
            ("set=nosuch=1", ["--set", "nosuch=1"]), ("set=lineWidth", ["--set", "lineWidth"]),
            ("set=lineWidth=99", ["--set", "lineWidth=99"]),
        ]
        for (query, arguments) in cases {
            let answer = try server.get("/frame.png?" + query)
            let expected = try cli(["frame", spinner, "--out", "-"] + arguments)
            #expect(answer.status == 400 && (expected.status == 64 || expected.status == 65), "\(query)")
            #expect(answer.text == String(decoding: expected.err, as: UTF8.self), "\(query)")
        }
    }

    /// Saving the file announces a reload (generation 1) and serves the new frames; a broken
    /// script announces the command line's line and keeps the last good frames; fixing it
    /// reloads again.
    @Test func reloadErrorAndRecoveryAreAnnounced() throws {
        let folder = try Self.folder(scene: Self.pulse(color: "red"))
        let file = folder + "/pulse.lua"
        let server = try PreviewProcess([file])
        let events = try EventStream(port: server.port)
        #expect(try events.next() == "hello {\"generation\":0,\"error\":null}")
        let before = try server.get("/frame.png?t=0.2").body

        try Self.pulse(color: "blue").write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try events.next() == "reload {\"generation\":1,\"error\":null}")
        let after = try server.get("/frame.png?t=0.2").body
        let expected = try cli(["frame", file, "--time", "0.2", "--out", "-"]).out
        #expect(after != before && after == expected)

        try (Self.pulse(color: "blue") + "\nlocal broken = ((\n").write(toFile: file, atomically: true, encoding: .utf8)
        let line = String(decoding: try cli(["frame", file, "--out", "-"]).err, as: UTF8.self).dropLast()
        let error = try events.next()
        #expect(error.hasPrefix("error {\"generation\":1,\"error\":"))
        let data = try JSONSerialization.jsonObject(with: Data(error.dropFirst(6).utf8)) as! [String: Any]
        #expect(data["error"] as? String == String(line) && line.hasPrefix("loaderanim: \(file):"))
        #expect(try server.get("/frame.png?t=0.2").body == after)  // the last good scene
        #expect(try server.get("/status.json").text.contains("\"generation\":1"))

        try Self.pulse(color: "green").write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try events.next() == "reload {\"generation\":2,\"error\":null}")
        #expect(try server.get("/frame.png?t=0.2").body == (try cli(["frame", file, "--time", "0.2", "--out", "-"])).out)
    }

    @Test func anImageTheSceneShowsReloadsIt() throws {
        let folder = try Self.folder(scene: """
            scene { width = 10, height = 10, duration = 1 }
            root:addSublayer(Layer { name = "picture", frame = { 0, 0, 10, 10 }, contents = "dot.png" })
            """)
        _ = try cli(["frame", Self.repository + "/scenes/spinner.lua", "--scale", "0.125", "--out", folder + "/dot.png"])
        let server = try PreviewProcess([folder + "/pulse.lua"])
        let events = try EventStream(port: server.port)
        _ = try events.next()
        _ = try cli(["frame", Self.repository + "/scenes/ball-pulse.lua", "--scale", "0.125", "--out", folder + "/dot.png"])
        #expect(try events.next() == "reload {\"generation\":1,\"error\":null}")
    }

    @Test func aSceneThatFailsStopsTheCommandAsOthersDo() throws {
        let missing = try cli(["preview", "/nonexistent/x.lua"])
        #expect(missing.status == 66 && String(decoding: missing.err, as: UTF8.self) == "loaderanim: /nonexistent/x.lua: no such scene file\n")
        let port = try cli(["preview", spinner, "--port", "70000"])
        #expect(port.status == 64)
        let server = try PreviewProcess([spinner])
        let taken = try cli(["preview", spinner, "--port", String(server.port)])
        #expect(taken.status == 73 && String(decoding: taken.err, as: UTF8.self) == "loaderanim: cannot serve on 127.0.0.1:\(server.port): "
            + "the port is in use (give another with --port, or --port 0 for a free one)\n")
    }

    // MARK: Fixtures

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// A 1 s scene: a square of `color` whose size pulses.
    static func pulse(color: String) -> String {
        """
        scene { width = 40, height = 40, background = "white", duration = 1, fps = 10 }
        local size = param("size", 30, "the square's side", { min = 1, max = 40 })
        local square = Layer { name = "square", frame = { 5, 5, size, size }, backgroundColor = "\(color)" }
        root:addSublayer(square)
        square:add(BasicAnimation { keyPath = "opacity", from = 1, to = 0.2, duration = 0.5, autoreverses = true })
        """
    }

    static func folder(scene: String) throws -> String {
        let folder = testFolder("preview")
        try scene.write(toFile: folder + "/pulse.lua", atomically: true, encoding: .utf8)
        return folder
    }
}
