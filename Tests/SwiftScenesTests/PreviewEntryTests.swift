import Foundation
import GIF
import Testing

/// Swift files as Xcode has them (issue 48): a view file ending in `#Preview`s and no
/// main.swift, a folder of library files without main.swift, a file that only defines
/// views. Scenes/previews/ holds them; the sizes below are derived from their source and
/// Xcode's layout rules (docs/swift-scenes.md, "Render the file you have").
@Suite struct PreviewEntryTests {
    /// The canvas size `frame` draws at scale 1: the PNG's IHDR width and height.
    static func canvas(_ arguments: [String]) throws -> (width: Int, height: Int) {
        let out = temporaryFolder("preview-canvas") + "/frame.png"
        let result = try swiftScene(["frame"] + arguments + ["--time", "0.25", "--out", out])
        #expect(result.status == 0, "\(arguments): \(result.err)")
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: out)))
        let word = { (at: Int) in bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    /// The canvas is the traits' size, else the view's frame, else its fitting size:
    /// - "Ring" (the first, so the default): no trait, a frame of 80 x 80;
    /// - "Fixed": .fixedLayout(width: 200, height: 100);
    /// - "Fits": .sizeThatFitsLayout of a frameless view whose intrinsic size is 50 x 30;
    /// - line 69: a controller, landscape: the device (393 x 852) on its side;
    /// - --width and --height win over all of them.
    @Test func theCanvasFollowsXcodesLayout() throws {
        #expect(try Self.canvas(["previews/Ring.swift"]) == (80, 80))
        #expect(try Self.canvas(["previews/Ring.swift", "--preview", "Fixed"]) == (200, 100))
        #expect(try Self.canvas(["previews/Ring.swift", "--preview", "Fits"]) == (50, 30))
        #expect(try Self.canvas(["previews/Ring.swift", "--preview", "69"]) == (852, 393))
        #expect(try Self.canvas(["previews/Ring.swift", "--preview", "Fixed", "--width", "64", "--height", "48"]) == (64, 48))
    }

    /// The preview's code runs as written: the spin (2π a second, linear) is a quarter turn
    /// at 0.25 s; in the fixed 200 x 100 container the 60-point ring is centered, so its
    /// view's position is (100, 50); the controller's view fills the landscape canvas.
    @Test func thePreviewBodyRunsAndIsPlaced() throws {
        var layers = try ViewLifecycleTests.properties("previews/Ring.swift", at: 0.25)
        #expect(abs(ViewLifecycleTests.number(layers, "ring", "transform.rotation.z") - Double.pi / 2) < 1e-9)
        #expect(ViewLifecycleTests.number(layers, "ring", "bounds", 2) == 80)  // layoutSubviews ran at the view's size
        let fixed = try swiftScene(["inspect", "previews/Ring.swift", "--preview", "Fixed", "--time", "0"])
        #expect(fixed.status == 0, "\(fixed.err)")
        #expect(fixed.out.contains("\"position\":[100,50]"))
        layers = try ViewLifecycleTests.properties("previews/Ring.swift", at: 0)
        #expect(ViewLifecycleTests.number(layers, "ring", "bounds", 3) == 80)
    }

    /// Everything repeats forever, so the length is the loop: one turn, 1 s, 100 cs of delays.
    @Test func theLengthIsTheLoopWhenEverythingRepeats() throws {
        let out = temporaryFolder("preview-loop") + "/ring.gif"
        let result = try swiftScene(["render", "previews/Ring.swift", "--out", out])
        #expect(result.status == 0 && result.err.isEmpty, "\(result.err)")
        let gif = try GIFDecoder().decode([UInt8](Data(contentsOf: URL(fileURLWithPath: out))))
        #expect(gif.delays.reduce(0, +) == 100)
        #expect((gif.width, gif.height) == (80, 80))
    }

    /// A folder with no main.swift shows its first preview; its files import nothing and
    /// see UIKit. The fade (1 → 0 over 0.5 s) is done at 0.5 s: the length is until done.
    @Test func aFolderWithoutMainShowsItsPreview() throws {
        #expect(try Self.canvas(["previews/Library"]) == (30, 20))
        let layers = try ViewLifecycleTests.properties("previews/Library", at: 0.25)
        #expect(abs(ViewLifecycleTests.number(layers, "pulse", "opacity") - 0.5) < 1e-9)  // linear: 1 − 0.25 / 0.5
        let out = temporaryFolder("preview-folder") + "/pulse.gif"
        let result = try swiftScene(["render", "previews/Library", "--out", out])
        #expect(result.status == 0, "\(result.err)")
        let gif = try GIFDecoder().decode([UInt8](Data(contentsOf: URL(fileURLWithPath: out))))
        #expect(gif.delays.reduce(0, +) == 50)
    }

    /// `params` lists the previews in order, as `--preview` takes them; JSON too.
    /// A file with Windows and old Mac line endings ("\r\n", a lone "\r") between its lines:
    /// its previews are at the lines swiftc and Xcode count, and it renders (the passes
    /// counted lines by the Character "\n", which neither is; found by the source-pass fuzz
    /// target).
    @Test func aLoneCarriageReturnEndsALine() throws {
        let file = temporaryFolder("carriage") + "/Dot.swift"
        try ("import UIKit\r\rfinal class Dot: UIView {}\r\n\r#Preview(\"Dot\") { Dot(frame: CGRect(x: 0, y: 0, width: 8, height: 8)) }\r"
            + "\n#Preview { Dot(frame: .zero) }\n").write(toFile: file, atomically: true, encoding: .utf8)
        let list = try swiftScene(["list", file])
        #expect(list.status == 0, "\(list.err)")
        #expect(lines(list.out).dropFirst().map { $0.split(separator: " ").map(String.init) }
                == [["Dot", "\(file):5"], ["(line", "6)", "\(file):6"]], "\(list.out)")
        let render = try swiftScene(["render", file, "--preview", "5", "--out", temporaryFolder("carriage") + "/dot.gif", "--quiet"])
        #expect(render.status == 0, "\(render.err)")
    }

    @Test func paramsListsThePreviews() throws {
        let result = try swiftScene(["params", "previews/Ring.swift"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("\"Ring\" (line 48)\n\"Fixed\" (line 54)\n\"Fits\" (line 60)\nline 69\n\"Empty\" (line 73)\n"))
        let json = try swiftScene(["params", "previews/Ring.swift", "--json"])
        #expect(json.out.contains("\"previews\""))
    }

    /// `--view` shows a class of a file with no entry (init(frame:) at --width x --height,
    /// 200 x 200 by default): the dot is a quarter of the frame in, half its size.
    @Test func viewShowsAClassOfAFileWithoutEntry() throws {
        #expect(try Self.canvas(["previews/ViewOnly.swift", "--view", "BarView"]) == (200, 200))
        let result = try swiftScene(["inspect", "previews/ViewOnly.swift", "--view", "DotView", "--width", "40", "--height", "40"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("\"position\":[20,20]"))  // the dot: 10 + 20 / 2
    }

    /// Each mistake is one line (a private class counts as a view in the file that holds the
    /// hand-over: a single file is its own main.swift), at the user's file and line where there is one, and no output.
    @Test(arguments: [
        (["previews/ViewOnly.swift"], 65,
         "previews/ViewOnly.swift: nothing to show: no top-level code calls scene(...) and there is no #Preview; it defines the "
            + "views DotView, BarView, Hidden: show one with --view DotView, or end the file with "
            + "#Preview { DotView(frame: CGRect(x: 0, y: 0, width: 120, height: 120)) }"),
        (["previews/ViewOnly.swift", "--view", "Helper"], 64,
         "previews/ViewOnly.swift: --view Helper: no class Helper here to show; its classes are DotView, BarView, Hidden"),
        (["previews/Ring.swift", "--preview", "Nope"], 65,
         "previews/Ring.swift: --preview Nope: there is no such #Preview; the previews are: \"Ring\" (line 48), "
            + "\"Fixed\" (line 54), \"Fits\" (line 60), line 69, \"Empty\" (line 73)"),
        (["previews/Ring.swift", "--preview", "Empty"], 65,
         "previews/Ring.swift:73: the #Preview shows a UIView of no size: give it a frame, or traits: "
            + ".fixedLayout(width:height:), or run with --width and --height"),
        (["clock.swift", "--preview", "Any"], 65,
         "clock.swift: --preview Any: this scene's top-level code calls scene(...) itself; --preview picks among the "
            + "#Previews of files without such code"),
        (["../../../examples/swift/step-spinner.swift"], 65,
         "../../../examples/swift/step-spinner.swift: the preview runs forever (a display link, a timer or a callback keeps "
            + "going) with no animation that repeats to loop on; give its length with --duration"),
        (["spinners.lua", "--preview", "Any"], 64,
         "--preview: spinners.lua is a Lua scene; --preview picks what a Swift scene (.swift file or folder) shows"),
    ] as [([String], Int32, String)])
    func mistakesAreOneLine(arguments: [String], code: Int32, message: String) throws {
        let out = temporaryFolder("preview-mistakes") + "/x.gif"
        let result = try swiftScene(["render"] + arguments + ["--out", out])
        #expect(result.status == code, "\(result.err)")
        #expect(lines(result.err) == ["loaderanim: " + message])
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    /// A compile error inside a `#Preview` line keeps its column, though the line was rewritten.
    @Test func errorsOnAPreviewLineKeepTheirColumn() throws {
        let folder = temporaryFolder("preview-error")
        let file = folder + "/Err.swift"
        try "import UIKit\n\n#Preview(\"Bad\", traits: .fixedLayout(width: 100, height: nope)) {\n    UIView()\n}\n"
            .write(toFile: file, atomically: true, encoding: .utf8)
        let result = try swiftScene(["render", file, "--out", folder + "/x.gif"])
        #expect(result.status == 65)
        #expect(lines(result.err).first == "loaderanim: \(file):3:58: error: cannot find 'nope' in scope")
    }
}
