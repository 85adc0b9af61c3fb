import Foundation
import ReferenceImageSupport
import Testing

let testScenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Scenes").path

func temporaryDirectory() -> String { testFolder("cli") }

@Suite struct HelpTests {
    static let commands = ["", "render", "frame", "strip", "batch", "compare", "inspect", "timeline", "list", "params", "validate", "curve", "preview"]
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static func goldenName(_ command: String) -> String { "help-\(command.isEmpty ? "loaderanim" : command)" }

    /// The help of every command, exactly (the Regeneration switch rewrites them).
    @Test(arguments: commands)
    func helpIsExactly(command: String) throws {
        let result = try loaderanim((command.isEmpty ? [] : [command]) + ["--help"])
        #expect(result.status == 0 && result.err.isEmpty)
        let golden = Self.golden.appendingPathComponent(Self.goldenName(command) + ".txt")
        if let written = try Regeneration.rewrite(golden.path, { try result.out.write(to: golden, atomically: true, encoding: .utf8) }) {
            Issue.record(Comment(rawValue: written))
        }
        #expect(result.out == (try String(contentsOf: golden, encoding: .utf8)))
    }

    @Test func everyGoldenFileIsACommandsHelp() {
        #expect(Regeneration.orphans(in: Self.golden, ext: "txt", used: Set(Self.commands.map(Self.goldenName))).isEmpty)
    }

    @Test func version() throws {
        let out = try loaderanim(["--version"]).out
        #expect(out.wholeMatch(of: /loaderanim \d+\.\d+\.\d+ \(([0-9a-f]{4,}|unknown)\)\n/) != nil, "\(out)")
    }
}

@Suite struct ExitCodeTests {
    func expectFailure(_ arguments: [String], status: Int32, message: String, environment: [String: String] = [:]) throws {
        let result = try loaderanim(arguments, environment: environment)
        #expect(result.status == status, "\(arguments)")
        #expect(result.err.hasPrefix("loaderanim: ") && result.err.hasSuffix("\n"), "\(result.err)")
        #expect(result.err.split(separator: "\n").count == 1, "one line: \(result.err)")
        #expect(result.err.contains(message), "\(result.err)")
        #expect(result.out.isEmpty)
    }

    @Test func usageErrorsAre64() throws {
        let out = temporaryDirectory() + "/a.gif"
        try expectFailure(["render", "\(testScenes)/ring.lua", "--out", out, "--nope"], status: 64, message: "Unknown option '--nope'")
        try expectFailure(["render", "\(testScenes)/ring.lua", "--out", out, "--fps", "60"], status: 64,
                          message: "fps 60 is above 50: GIF delays are whole centiseconds")
        try expectFailure(["render", "\(testScenes)/ring.lua", "--out", out, "--lossy", "300"], status: 64,
                          message: "lossy 300 is out of range: it is an RGB distance, 0...255 (0 is off)")
        // --dither is an enum: ArgumentParser names the values
        try expectFailure(["render", "\(testScenes)/ring.lua", "--out", out, "--dither", "wobble"], status: 64,
                          message: "The value 'wobble' is invalid for '--dither <none|bayer|fs>'. Please provide one of 'none', 'bayer' or 'fs'.")
        try expectFailure(["curve", "wobbly"], status: 64, message: "wobbly: not a timing function")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func badScenesAndParametersAre65() throws {
        let out = temporaryDirectory() + "/a.gif"
        try expectFailure(["render", "\(testScenes)/broken.lua", "--out", out], status: 65,
                          message: "broken.lua:4: unknown key path \"strokEnd\": did you mean strokeEnd?")
        try expectFailure(["render", "\(testScenes)/ring.lua", "--out", out, "--set", "lineWidth=wide"], status: 65,
                          message: "--set lineWidth=wide: lineWidth is a number; \"wide\" is not a finite number")
        try expectFailure(["params", "\(testScenes)/ring.lua", "--set", "nope=1"], status: 65,
                          message: "this scene has no parameter nope; its parameters are: lineWidth")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func missingInputIs66() throws {
        try expectFailure(["render", "no-such-scene", "--out", "x.gif"], status: 66, message: "no scene named \"no-such-scene\"")
        try expectFailure(["render", "/nowhere/scene.lua", "--out", "x.gif"], status: 66, message: "/nowhere/scene.lua: no such scene file")
        let out = temporaryDirectory() + "/a.png"
        try expectFailure(["frame", "\(testScenes)/photo.lua", "--out", out], status: 66, message: "Scenes/missing-on-purpose.png: no such file")
        try expectFailure(["frame", "\(testScenes)/photo.lua", "--out", out, "--set", "image=/nowhere.png"], status: 66,
                          message: "--set image=/nowhere.png: image is an image; no file at /nowhere.png")
    }

    @Test func unwritableOutputIs73() throws {
        try expectFailure(["render", "\(testScenes)/ring.lua", "--out", "/nowhere/at/all/a.gif"], status: 73,
                          message: "the folder /nowhere/at/all does not exist")
        try expectFailure(["frame", "\(testScenes)/ring.lua", "--out", "/proc/a.png"], status: 73, message: "cannot create a file in /proc")
    }

    @Test func internalErrorsAre70() throws {
        try expectFailure(["list"], status: 70, message: "an internal error", environment: ["LOADERANIM_TEST_INTERNAL_ERROR": "1"])
    }
}

@Suite struct OutputTests {
    /// The same command, the same bytes; a failed render leaves an existing file as it was
    /// and no temporary file behind.
    @Test func rendersAreByteIdenticalAndAtomic() throws {
        let directory = temporaryDirectory()
        let a = directory + "/a.gif", b = directory + "/b.gif"
        #expect(try loaderanim(["render", "\(testScenes)/ring.lua", "--out", a]).status == 0)
        #expect(try loaderanim(["render", "\(testScenes)/ring.lua", "-o", b]).status == 0)
        let first = try Data(contentsOf: URL(fileURLWithPath: a))
        #expect(first == (try Data(contentsOf: URL(fileURLWithPath: b))))
        #expect(first.prefix(6) == Data("GIF89a".utf8))
        // stdout gives the same bytes
        let piped = try loaderanim(["render", "\(testScenes)/ring.lua", "--out", "-"])
        #expect(piped.status == 0 && Data(piped.out.utf8).count > 0)
        // a failing render keeps the old file whole
        #expect(try loaderanim(["render", "\(testScenes)/broken.lua", "--out", a]).status == 65)
        #expect(try Data(contentsOf: URL(fileURLWithPath: a)) == first)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["a.gif", "b.gif"])
    }

    @Test func renderSummary() throws {
        let result = try loaderanim(["render", "\(testScenes)/ring.lua", "--out", temporaryDirectory() + "/a.gif", "--json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        // 1 s of filling + 0.2 s hold at the scene's 25 fps: 30 frames of 4 cs; the held frames merge
        #expect(json["sourceFrames"] as? Int == 30)
        #expect((json["delays"] as? [Int])?.reduce(0, +) == 120)
        #expect(json["scene"] as? String == "ring")
    }

    @Test func inspectPrintsThePresentationTree() throws {
        let result = try loaderanim(["inspect", "\(testScenes)/ring.lua", "--time", "0.5"])
        #expect(result.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        #expect(json["scene"] as? String == "ring" && json["time"] as? Double == 0.5)
        let ring = try #require((json["layers"] as? [[String: Any]])?.first)
        #expect(ring["name"] as? String == "ring" && ring["type"] as? String == "ShapeLayer" && ring["mask"] is NSNull)
        let properties = try #require(ring["properties"] as? [String: Any])
        #expect(abs((properties["strokeEnd"] as? Double ?? 0) - 0.5) < 1e-6)  // easeInEaseOut is symmetric
        #expect(properties["strokeColor"] as? String == "#007AFFFF")
        #expect((properties["path"] as? [String: Any])?["bounds"] as? [Double] == [8, 8, 24, 24])
    }

    @Test(arguments: [("linear", "0.250000 0.250000"), ("easeIn", "0.500000 0.315357"), ("easeOut", "0.750000 0.906535"),
                      ("easeInEaseOut", "0.250000 0.129162"), ("default", "0.500000 0.802403")])
    func curveValues(name: String, line: String) throws {
        let x = line.split(separator: " ")[0]
        let result = try loaderanim(["curve", name, "--at", String(x)])
        #expect(result.status == 0 && result.out == line + "\n")
    }

    @Test func framesStripsParamsAndValidate() throws {
        let directory = temporaryDirectory()
        #expect(try loaderanim(["frame", "\(testScenes)/ring.lua", "--time", "0.5", "--scale", "2", "--out", directory + "/f.png"]).status == 0)
        let png = try Data(contentsOf: URL(fileURLWithPath: directory + "/f.png"))
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        // 80 x 80 pixels: the IHDR width and height
        #expect(Array(png[16..<24]) == [0, 0, 0, 80, 0, 0, 0, 80])
        #expect(try loaderanim(["strip", "\(testScenes)/ring.lua", "--frames", "4", "--out", directory + "/s.png"]).status == 0)
        let params = try loaderanim(["params", "\(testScenes)/ring.lua"])
        #expect(params.out == """
            NAME       TYPE    DEFAULT  RANGE  HELP
            lineWidth  number  3        1...10  ring width

            """.replacingOccurrences(of: "RANGE  HELP", with: "RANGE   HELP"))
        let validate = try loaderanim(["validate", "\(testScenes)/ring.lua", "\(testScenes)/broken.lua"])
        #expect(validate.status == 65)
        #expect(validate.err == "loaderanim: \(testScenes)/broken.lua:4: unknown key path \"strokEnd\": did you mean strokeEnd?\n")
    }
}
