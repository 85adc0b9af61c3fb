import Foundation
import GIF
import Testing

/// `loaderanim compare` and `batch --compare`: what CI runs to ask whether a loader's GIF
/// changed, and where (docs/ci.md).
@Suite struct CompareTests {
    let ring = "\(testScenes)/ring.lua"

    /// The ring rendered with `arguments` into a fresh folder.
    func render(_ arguments: [String] = [], name: String = "ring.gif") throws -> String {
        let path = temporaryDirectory() + "/" + name
        let result = try loaderanim(["render", ring, "--out", path] + arguments)
        #expect(result.status == 0, "\(result.err)")
        return path
    }

    @Test func theSameRenderIsEqual() throws {
        let result = try loaderanim(["compare", try render(), try render()])
        #expect(result.status == 0 && result.out.isEmpty && result.err.isEmpty, "\(result.out) \(result.err)")
    }

    /// A wider ring changes the frames while it fills (the first frame, strokeEnd 0, is
    /// empty in both and the same): one line a frame that differs, and the sheet (three
    /// cells a frame: A, B, changed) is written.
    @Test func changedPixelsArePrintedAndDrawn() throws {
        let a = try render(), b = try render(["--set", "lineWidth=5"])
        let sheet = temporaryDirectory() + "/diff.png"
        let result = try loaderanim(["compare", a, b, "--out", sheet])
        #expect(result.status == 1 && result.err.isEmpty)
        let lines = result.out.split(separator: "\n")
        #expect(!lines.isEmpty && lines.allSatisfy { $0.hasPrefix("frame ") && $0.contains(" pixels differ by up to ") })
        #expect(!lines.contains { $0.hasPrefix("frame 0 ") })
        #expect(lines.first?.hasPrefix("frame 1 (0.04 s): ") == true, "\(lines)")
        #expect(FileManager.default.fileExists(atPath: sheet))
        // Tolerating every level, nothing differs and nothing is written.
        let tolerant = temporaryDirectory() + "/none.png"
        #expect(try loaderanim(["compare", a, b, "--tolerance", "255", "--out", tolerant]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: tolerant))
    }

    /// At 10 fps each frame lasts 10 cs, not 4: fewer frames, other delays.
    @Test func changedTimingIsPrinted() throws {
        let result = try loaderanim(["compare", try render(), try render(["--fps", "10"])])
        #expect(result.status == 1)
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("frames: ") == true, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("frame 0 (0.00 s): delay 4 cs against 10 cs") }, "\(lines)")
    }

    /// Bad files and bad use: one line, the code of each.
    @Test func badInputsAreOneLineEach() throws {
        let good = try render()
        let truncated = temporaryDirectory() + "/truncated.gif"
        let bytes = try Data(contentsOf: URL(fileURLWithPath: good))
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: truncated))
        let cases: [([String], Int32, String)] = [
            (["compare", good, truncated], 65, "loaderanim: \(truncated): not a GIF loaderanim can read"),
            (["compare", good, "/nonexistent/x.gif"], 66, "loaderanim: /nonexistent/x.gif: no such file"),
            (["compare", good, good, "--tolerance", "300"], 64, "loaderanim: --tolerance 300 is not a level from 0 to 255"),
            (["compare", good], 64, "loaderanim: Missing expected argument '<b.gif>'"),
        ]
        for (arguments, code, line) in cases {
            let result = try loaderanim(arguments)
            #expect(result.status == code, "\(arguments): \(result.err)")
            #expect(result.err.hasPrefix(line) && result.err.split(separator: "\n").count == 1, "\(arguments): \(result.err)")
        }
    }

    /// batch --compare: the outputs checked against goldens of their names; a changed
    /// entry's lines and exit 1; a missing golden says so.
    @Test func batchComparesEachOutputWithItsGolden() throws {
        let goldens = temporaryDirectory(), out = temporaryDirectory()
        for (name, width) in [("a.gif", 3), ("b.gif", 3)] {
            #expect(try loaderanim(["render", ring, "--set", "lineWidth=\(width)", "--out", "\(goldens)/\(name)"]).status == 0)
        }
        let manifest = temporaryDirectory() + "/batch.json"
        func write(_ widths: [Int], _ names: [String]) throws {
            let entries = zip(widths, names).map { #"{"scene": "\#(ring)", "out": "\#(out)/\#($1)", "set": {"lineWidth": \#($0)}}"# }
            try "[\(entries.joined(separator: ", "))]".write(toFile: manifest, atomically: true, encoding: .utf8)
        }
        try write([3, 3], ["a.gif", "b.gif"])
        let same = try loaderanim(["batch", manifest, "--compare", goldens])
        #expect(same.status == 0 && same.out.isEmpty, "\(same.out) \(same.err)")
        try write([3, 5, 3], ["a.gif", "b.gif", "c.gif"])
        let changed = try loaderanim(["batch", manifest, "--compare", goldens])
        #expect(changed.status == 1)
        let lines = changed.out.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("\(out)/b.gif against \(goldens)/b.gif: frame 1 (0.04 s): ") }, "\(lines)")
        #expect(!lines.contains { $0.contains("/a.gif") })
        #expect(lines.last == "\(out)/c.gif: no golden \(goldens)/c.gif")
    }
}
