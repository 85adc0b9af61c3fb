import Foundation
import Pixels
import Raster
import ReferenceImageSupport
import Testing

/// UILabel, UIButton, UIActivityIndicatorView and the scene's taps, through loaders written
/// as iOS code writes them (Scenes/loading-label.swift, button-spinner.swift, spinners.swift,
/// tap.swift and its Lua twin tap.lua).
///
/// Text sizes are derived from the pinned faces' files (Liberation Sans, unitsPerEm 2048, read
/// as FontWeightTests reads them): a line is hhea ascent + descent = 1854 + 434 = 2288 units
/// tall, so 2288 / 2048 · 17 = 18.992 points at 17 points and 15.641 at 14; advances are the
/// glyphs' hmtx widths summed (no kerning pairs in these strings).
@Suite struct ControlsTests {
    static let references = ReferenceImageStore(
        directory: URL(fileURLWithPath: sceneFolder).appendingPathComponent("references/controls"),
        failures: FileManager.default.temporaryDirectory.appendingPathComponent("loaderanim-swift-controls-failures"))

    /// The scene's frame at `time`, drawn by its program (`loaderanim frame`).
    static func frame(_ scene: String, at time: Double, scale: Double) throws -> Frame {
        let out = temporaryFolder("controls") + "/f.png"
        let result = try swiftScene(["frame", scene, "--time", String(time), "--scale", String(scale), "--out", out])
        #expect(result.status == 0, "\(result.err)")
        return try PNG.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: out))), name: out)
    }

    static func checkReference(_ frame: Frame, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if let message = try references.mismatch(frame, name, tolerance: 4, outliers: 4) {
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
    }

    /// The layer tree of `inspect --time`, each named layer's JSON object by its name.
    static func tree(_ scene: String, at time: Double) throws -> [String: [String: Any]] {
        let result = try swiftScene(["inspect", scene, "--time", String(time)])
        #expect(result.status == 0, "\(result.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data((lines(result.out).last ?? "").utf8)) as? [String: Any])
        var found: [String: [String: Any]] = [:]
        func walk(_ layers: [[String: Any]]) {
            for layer in layers {
                if let name = layer["name"] as? String, !name.isEmpty { found[name] = layer }
                walk(layer["sublayers"] as? [[String: Any]] ?? [])
            }
        }
        walk(json["layers"] as? [[String: Any]] ?? [])
        return found
    }

    static func property(_ layer: [String: Any]?, _ key: String) -> Any? { (layer?["properties"] as? [String: Any])?[key] }

    // MARK: UILabel

    /// sizeToFit on "Loading..." in the 17-point system font (Liberation Sans): L o a d i n g
    /// . . . = 1139 · 6 + 455 + 569 · 3 = 8996 units, 74.67 points, rounded up to 75 at 2x
    /// (149.35 pixels: 150); 18.992 tall: 19 (37.98 pixels: 38). The bold 14-point "Please
    /// wait" (11043 units, 75.49 points) does not fit 70 and wraps: "Please" 6491 units is
    /// 44.37 points, 44.5 at 2x (88.74 pixels: 89); two lines 31.28, 31.5 (62.56: 63). The
    /// Timer's text at 0.4, 0.8, 1.2 s, and a label's text layer is its own (sublayers nil).
    @Test func labelSizesComeFromTheFontsMetrics() throws {
        let result = try swiftScene(["render", "loading-label.swift", "--scale", "2", "--out", temporaryFolder("label") + "/l.gif", "--quiet"])
        #expect(result.status == 0, "\(result.err)")
        #expect(lines(result.err) == [
            "fitted 75.0x19.0 intrinsic 75.0x19.0",
            "wrapped fits 44.5x31.5",
            "sublayers of a label: 0",
            "Loading. at 0.4",
            "Loading.. at 0.8",
            "Loading... at 1.2",
        ])
    }

    /// The label centered on (80, 20) is 75 × 19; its text layer is the label's width and
    /// the line's height (2288 / 2048 · 17 = 18.9921875), centered on the label's middle
    /// (9.5); the wrapped label's two bold 14-point lines (2 · 2288 / 2048 · 14 = 31.28125)
    /// are centered in its 50 (at 25).
    @Test func labelTextIsCenteredVertically() throws {
        let values = try Self.tree("loading-label.swift", at: 0.5)
        #expect(Self.property(values["dots"], "position") as? [Double] == [80, 20])
        #expect(Self.property(values["dots"], "bounds") as? [Double] == [0, 0, 75, 19])
        let dotsText = try #require((values["dots"]?["sublayers"] as? [[String: Any]])?.first)
        #expect(Self.property(dotsText, "position") as? [Double] == [37.5, 9.5])
        #expect(Self.property(dotsText, "bounds") as? [Double] == [0, 0, 75, 18.9921875])
        #expect(Self.property(dotsText, "string") as? String == "Loading.")
        let wrappedText = try #require((values["wrapped"]?["sublayers"] as? [[String: Any]])?.first)
        #expect(Self.property(wrappedText, "position") as? [Double] == [35, 25])
        #expect(Self.property(wrappedText, "bounds") as? [Double] == [0, 0, 70, 31.28125])
    }

    /// Pixels are the point: the three labels' glyphs (Liberation Sans and its bold, the tail
    /// truncated to "Dow…": "Down" + "…" is (4097 + 1139 + 2048) / 2048 · 17 = 60.46 > 60).
    @Test func labelTextReferenceFrame() throws {
        try Self.checkReference(try Self.frame("loading-label.swift", at: 0.5, scale: 2), "loading-label-0.500")
    }

    // MARK: UIButton and the tap

    /// The tap at 0.5: touchDown with the button highlighted (its highlighted title color,
    /// alpha 0.5), then touchUpInside unhighlighted; the 0.3 s shrink ends at 0.8, when the
    /// spinner starts; the tap at 1.0 finds user interaction off and does nothing. The
    /// button fits its bold 17-point "Sign in" (6826 units: 56.66 points, 57) with 6 points
    /// above and below the 19-point line: 31. The system button made with a UIAction fits
    /// "Cancel" in 15 points (6375 units: 46.69, 47; a 16.76 line, 17, plus 12: 29),
    /// centered on (100, 88); its tap at 0.3 runs the action with the button as sender.
    @Test func buttonMorphsIntoASpinnerOnTap() throws {
        let result = try swiftScene(["render", "button-spinner.swift", "--out", temporaryFolder("button") + "/b.gif", "--quiet"])
        #expect(result.status == 0, "\(result.err)")
        #expect(lines(result.err) == [
            "title 0.0x0.0, fits 57.0x31.0",
            "cancel 76.5,73.5 47.0x29.0",
            "Cancel at 0.3",
            "touchDown at 0.5: highlighted true, title color alpha 0.5",
            "touchUpInside at 0.5: highlighted false",
            "spinner started at 0.8",
        ])
    }

    /// Halfway through the shrink (0.65 s, easeInEaseOut at 0.5 is 0.5): width 120 − 76 · 0.5
    /// = 82, cornerRadius 8 + 14 · 0.5 = 15. Before the tap the title label is laid out as
    /// UIKit lays it: 57 × 19 at ((120 − 57) / 2, (44 − 19) / 2) = (31.5, 12.5), rounded to
    /// the pixel at scale 1: (32, 13), so its center is (60.5, 22.5). The spinner started at 0.8: at 1.0 it is 0.2 s in, step
    /// ⌊0.2 · 12⌋ = 2, so its top bar (instance 0, two steps behind the brightest) shows
    /// 1 − 2/16 = 0.875.
    @Test func buttonValuesAtChosenTimes() throws {
        let before = try Self.tree("button-spinner.swift", at: 0.2)
        #expect(Self.property(before["title"], "position") as? [Double] == [60.5, 22.5])
        #expect(Self.property(before["title"], "bounds") as? [Double] == [0, 0, 57, 19])
        let middle = try Self.tree("button-spinner.swift", at: 0.65)
        #expect(Self.property(middle["button"], "bounds") as? [Double] == [0, 0, 82, 44])
        #expect(abs((Self.property(middle["button"], "cornerRadius") as? Double ?? 0) - 15) < 1e-9)
        let spinning = try Self.tree("button-spinner.swift", at: 1.0)
        let replicator = try #require((spinning["spinner"]?["sublayers"] as? [[String: Any]])?.first)
        let bar = try #require((replicator["sublayers"] as? [[String: Any]])?.first)
        #expect(Self.property(bar, "opacity") as? Double == 0.875)
    }

    /// tap.swift and tap.lua give the same tree before, during and after the tap's
    /// animation; at 0.5 s, halfway through 0.3...0.7, the control is 30 + 50 · 0.5 = 55 wide.
    @Test func theLuaTapTwinMatchesTheSwiftOne() throws {
        for time in [0.2, 0.3, 0.5, 0.9] {
            let swift = try swiftScene(["inspect", "tap.swift", "--time", String(time)])
            let lua = try swiftScene(["inspect", "tap.lua", "--time", String(time)])
            #expect(swift.status == 0 && lua.status == 0, "\(swift.err)\(lua.err)")
            #expect(swift.out == lua.out, "inspect --time \(time)")
        }
        #expect(Self.property(try Self.tree("tap.lua", at: 0.5)["control"], "bounds") as? [Double] == [0, 0, 55, 30])
    }

    /// A tap before the scene starts is refused at the scene's line, exit 65.
    @Test func aTapAtANegativeTimeStopsAtItsLine() throws {
        let file = temporaryFolder("early") + "/early.swift"
        try """
            import UIKit
            import LoaderAnim

            let canvas = scene(width: 40, height: 40)
            let control = UIControl(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            canvas.view.addSubview(control)
            canvas.tap(control, at: -1)

            """.write(toFile: file, atomically: true, encoding: .utf8)
        let result = try swiftScene(["validate", file])
        #expect(result.status == 65)
        #expect(result.err.contains("early.swift:7: canvas.tap(_:at: -1.0): the time is seconds >= 0"), "\(result.err)")
    }

    /// A Lua tap on a layer that has no onTap is refused at its line.
    @Test func aLuaTapNeedsAnOnTap() throws {
        let folder = temporaryFolder("tap")
        let file = folder + "/untapped.lua"
        try "scene { width = 20, height = 20 }\nlocal box = Layer { name = \"box\" }\nroot:addSublayer(box)\ntap(box, 0.5)\n"
            .write(toFile: file, atomically: true, encoding: .utf8)
        let result = try swiftScene(["validate", file])
        #expect(result.status == 65)
        #expect(result.err.contains("untapped.lua:4: tap(layer, time): the layer \"box\" has no onTap to run"), "\(result.err)")
    }

    // MARK: UIImageView

    /// The 60 × 60 PNG beside the scene: UIImageView(image:) is 60 × 60 and so is its
    /// intrinsic size; sizeToFit keeps the origin (10, 10) and takes 60 × 60; scaleAspectFit
    /// is the layer's resizeAspect; the JPEG highlighted image shows from 0.5 s.
    @Test func imageViewShowsItsPictureBesideTheScene() throws {
        let result = try swiftScene(["render", "image-view.swift", "--out", temporaryFolder("image") + "/i.gif", "--quiet"])
        #expect(result.status == 0, "\(result.err)")
        #expect(lines(result.err) == ["made 60.0x60.0, intrinsic 60.0x60.0", "fitted 10.0,10.0 60.0x60.0"])
        for (time, file) in [(0.2, "assets/spinner.png"), (0.6, "assets/spinner.jpg")] {
            let logo = try Self.tree("image-view.swift", at: time)["logo"]
            #expect((Self.property(logo, "contents") as? String)?.hasSuffix(file) == true, "at \(time)")
            #expect(Self.property(logo, "contentsGravity") as? String == "resizeAspect")
            #expect(Self.property(logo, "bounds") as? [Double] == [0, 0, 80, 40])
        }
    }

    // MARK: UIActivityIndicatorView

    /// Both styles at 0.1 s (step ⌊0.1 · 12⌋ = 1: the brightest bar is at one o'clock), at
    /// scale 4. Sampled on each bar's middle, 13.5 points from the large spinner's center:
    /// the bar k · 30° clockwise from the top is (1 − k) mod 12 steps behind, opacity
    /// 1 − ((1 − k) mod 12) / 16, and systemGray's red (142) over white reads 255 − 113 · α:
    /// 142 at one o'clock, 149 at the top (α = 0.9375), 220 at two o'clock (α = 0.3125, the
    /// oldest: the brightest bar moves on to it next).
    @Test func systemSpinnerBarsStepOnceEveryTwelfth() throws {
        let frame = try Self.frame("spinners.swift", at: 0.1, scale: 4)
        for k in 0..<12 {
            let angle = Double(k) * .pi / 6, radius = 13.5 * 4
            let x = Int(100 + radius * sin(angle)), y = Int(100 - radius * cos(angle))
            let alpha = 1 - Double((13 - k) % 12) / 16
            let expected = 255 - 113 * alpha
            #expect(abs(Double(frame.pixels[(y * frame.width + x) * 4]) - expected) <= 1.5, "bar \(k)")
        }
    }

    /// Pixels are the point: the large and medium gray spinners and a stopped .whiteLarge
    /// (the first step's pattern, brightest at the top) at two steps.
    @Test(arguments: [0.1, 0.55])
    func spinnerReferenceFrames(time: Double) throws {
        try Self.checkReference(try Self.frame("spinners.swift", at: time, scale: 4), "spinners-\(String(format: "%.3f", time))")
    }

    /// spinners.lua builds the spinner from the layers UIActivityIndicatorView builds: the
    /// same tree at two steps, and the same frame bytes.
    @Test func theSpinnerRendersTheSameFromLua() throws {
        for time in [0.1, 0.55] {
            let swift = try swiftScene(["inspect", "spinners.swift", "--time", String(time)])
            let lua = try swiftScene(["inspect", "spinners.lua", "--time", String(time)])
            #expect(swift.status == 0 && lua.status == 0, "\(swift.err)\(lua.err)")
            #expect(lines(swift.out).last == lines(lua.out).last, "inspect --time \(time)")
        }
        #expect(try Self.frame("spinners.swift", at: 0.3, scale: 4) == (try Self.frame("spinners.lua", at: 0.3, scale: 4)))
    }

    /// Every reference PNG is one of the cases above.
    @Test func everyReferenceIsACase() {
        let used: Set<String> = ["loading-label-0.500", "spinners-0.100", "spinners-0.550"]
        let orphans = Regeneration.orphans(in: Self.references.directory, ext: "png", used: used)
        #expect(orphans.isEmpty, "references no test reads: \(orphans)")
    }
}
