import Foundation
import Pixels
import Testing

/// UIStackView's arrangement and iOS's own controls (UIProgressView, UISwitch, UISlider,
/// UITextField, UIVisualEffectView) drawn and animated, through Scenes/stack-view.swift and
/// Scenes/system-controls.swift (issue 44). The numbers are derived by hand from the
/// scenes' frames and the rules in the controls' doc comments.
@Suite struct StackViewAndControlsTests {
    typealias Layer = [String: Any]

    static func layers(_ scene: String, at time: Double) throws -> [String: Layer] { try ControlsTests.tree(scene, at: time) }
    static func value(_ layer: Layer?, _ key: String) -> Any? { ControlsTests.property(layer, key) }
    static func sublayer(_ layer: Layer?, _ index: Int) -> Layer? {
        guard let sublayers = layer?["sublayers"] as? [Layer], sublayers.indices.contains(index) else { return nil }
        return sublayers[index]
    }
    static func numbers(_ layer: Layer?, _ key: String) -> [Double] { value(layer, key) as? [Double] ?? [] }
    static func near(_ a: [Double], _ b: [Double], within tolerance: Double = 1e-6) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }
    /// "#RRGGBBAA" as four bytes.
    static func rgba(_ value: Any?) -> [Int] {
        guard let hex = value as? String, hex.count == 9 else { return [] }
        let digits = Array(hex.dropFirst())
        return stride(from: 0, to: 8, by: 2).map { Int(String(digits[$0...$0 + 1]), radix: 16) ?? -1 }
    }
    static func color(_ value: Any?, near expected: [Int]) -> Bool {
        let found = rgba(value)
        return found.count == 4 && zip(found, expected).allSatisfy { abs($0 - $1) <= 1 }
    }
    static func pixel(_ frame: Frame, _ x: Int, _ y: Int) -> [Int] {
        (0..<3).map { Int(frame.pixels[(y * frame.width + x) * 4 + $0]) }
    }
    static func pixel(_ frame: Frame, _ x: Int, _ y: Int, near expected: [Int]) -> Bool {
        zip(pixel(frame, x, y), expected).allSatisfy { abs($0 - $1) <= 3 }
    }

    // MARK: UIStackView

    /// The row (200 × 40, the system spacing 8, .fill, .center): 30 + 40 + 20 asked, 16 of
    /// gaps, 94 left over go to the last view (all hug at 250): a3 is 114 wide. Starts 0,
    /// 38, 86; centered in 40. At 0.5 a2 hides and the row fills equally: (200 − 8) / 2 = 96
    /// each, a1 at 0, a3 at 104; a2 keeps its last frame.
    @Test func aRowFillsAndThenFillsEqually() throws {
        let before = try Self.layers("stack-view.swift", at: 0.1)
        #expect(Self.numbers(before["a1"], "position") == [15, 20] && Self.numbers(before["a1"], "bounds") == [0, 0, 30, 20])
        #expect(Self.numbers(before["a2"], "position") == [58, 20] && Self.numbers(before["a2"], "bounds") == [0, 0, 40, 10])
        #expect(Self.numbers(before["a3"], "position") == [143, 20] && Self.numbers(before["a3"], "bounds") == [0, 0, 114, 30])
        let after = try Self.layers("stack-view.swift", at: 0.6)
        #expect(Self.numbers(after["a1"], "position") == [48, 20] && Self.numbers(after["a1"], "bounds") == [0, 0, 96, 20])
        #expect(Self.numbers(after["a3"], "position") == [152, 20] && Self.numbers(after["a3"], "bounds") == [0, 0, 96, 30])
        #expect(Self.numbers(after["a2"], "position") == [58, 20])
        let result = try swiftScene(["inspect", "stack-view.swift", "--time", "0"])
        #expect(lines(result.err).first == "row 3 3 true")
    }

    /// The column, centered by constraints and sized by its arrangement: b1 20 × 10 (its own
    /// constraints), the custom 6 after it, b2 30 × 6 (its frame), margins 3 and 2 a side:
    /// 36 × 26, centered in 200 × 160. .leading: b1 at (3, 2), b2 at (3, 18).
    @Test func aColumnSizesItselfAndHoldsAViewPlacedByConstraints() throws {
        let layers = try Self.layers("stack-view.swift", at: 0.1)
        #expect(Self.near(Self.numbers(layers["column"], "position"), [100, 80]))
        #expect(Self.near(Self.numbers(layers["column"], "bounds"), [0, 0, 36, 26]))
        #expect(Self.near(Self.numbers(layers["b1"], "position"), [13, 7]))
        #expect(Self.near(Self.numbers(layers["b1"], "bounds"), [0, 0, 20, 10]))
        #expect(Self.near(Self.numbers(layers["b2"], "position"), [18, 21]))
        #expect(Self.near(Self.numbers(layers["b2"], "bounds"), [0, 0, 30, 6]))
    }

    /// 20, 40 and 60 in 200: equal spacing leaves 80, two gaps of 40 (centers 10, 80, 170);
    /// equal centering from 0.5 puts the first center at 10, the last at 170, the middle at 90.
    @Test func equalSpacingAndEqualCentering() throws {
        let spacing = try Self.layers("stack-view.swift", at: 0.1)
        #expect(["c1", "c2", "c3"].map { Self.numbers(spacing[$0], "position") } == [[10, 20], [80, 20], [170, 20]])
        #expect(Self.numbers(spacing["c3"], "bounds") == [0, 0, 60, 40])
        let centering = try Self.layers("stack-view.swift", at: 0.6)
        #expect(["c1", "c2", "c3"].map { Self.numbers(centering[$0], "position") } == [[10, 20], [90, 20], [170, 20]])
    }

    // MARK: Controls

    /// The progress view's track (its first sublayer, the bounds, round ends, the system
    /// fill) and the progress inside it (tint blue): 25 wide at 0.25; setProgress(0.75,
    /// animated:) at 0.2 eases over 0.25 s, half way (50) at 0.325, 75 from 0.45.
    @Test func theProgressBarAnimatesToItsProgress() throws {
        let before = try Self.layers("system-controls.swift", at: 0.1)
        let track = Self.sublayer(before["progress"], 0)
        #expect(Self.numbers(track, "bounds") == [0, 0, 100, 4])
        #expect(Self.value(track, "cornerRadius") as? Double == 2)
        #expect(Self.color(Self.value(track, "backgroundColor"), near: [0x78, 0x78, 0x80, 0x33]))
        let fill = Self.sublayer(track, 0)
        #expect(Self.numbers(fill, "bounds") == [0, 0, 25, 4])
        #expect(Self.color(Self.value(fill, "backgroundColor"), near: [0x00, 0x7A, 0xFF, 0xFF]))
        let middle = Self.numbers(Self.sublayer(Self.sublayer(try Self.layers("system-controls.swift", at: 0.325)["progress"], 0), 0), "bounds")
        #expect(middle.count == 4 && abs(middle[2] - 50) < 1)
        let end = Self.sublayer(Self.sublayer(try Self.layers("system-controls.swift", at: 0.6)["progress"], 0), 0)
        #expect(Self.numbers(end, "bounds") == [0, 0, 75, 4])
    }

    /// The switch keeps 51 × 31 whatever frame it is given; off, its knob (27, white) sits 2
    /// in (center 15.5) on the light fill; setOn(true, animated:) at 0.2 slides it to x 22
    /// (center 35.5) and turns the track systemGreen. The tapped one flips at 0.3 and tells
    /// its .valueChanged action.
    @Test func theSwitchSlidesOnAndFlipsWhenTapped() throws {
        let before = try Self.layers("system-controls.swift", at: 0.1)
        #expect(Self.numbers(before["switch"], "bounds") == [0, 0, 51, 31])
        let track = Self.sublayer(before["switch"], 0), knob = Self.sublayer(before["switch"], 1)
        #expect(Self.value(track, "cornerRadius") as? Double == 15.5)
        #expect(Self.color(Self.value(track, "backgroundColor"), near: [0x78, 0x78, 0x80, 41]))
        #expect(Self.numbers(knob, "position") == [15.5, 15.5] && Self.numbers(knob, "bounds") == [0, 0, 27, 27])
        #expect(Self.color(Self.value(knob, "backgroundColor"), near: [255, 255, 255, 255]))
        let middle = Self.numbers(Self.sublayer(try Self.layers("system-controls.swift", at: 0.325)["switch"], 1), "position")
        #expect(middle.count == 2 && abs(middle[0] - 25.5) < 1)
        let after = try Self.layers("system-controls.swift", at: 0.6)
        #expect(Self.numbers(Self.sublayer(after["switch"], 1), "position") == [35.5, 15.5])
        #expect(Self.color(Self.value(Self.sublayer(after["switch"], 0), "backgroundColor"), near: [0x34, 0xC7, 0x59, 0xFF]))
        #expect(Self.numbers(Self.sublayer(after["tapped"], 1), "position") == [35.5, 15.5])
        let result = try swiftScene(["inspect", "system-controls.swift", "--time", "0.6"])
        #expect(lines(result.err).filter { !$0.hasPrefix("loaderanim:") } == ["switch 51.0 31.0 false", "changed true"])
    }

    /// The slider (128 wide, 0...10 at 5): the track 4 tall at y 13.5, the 28-point thumb at
    /// (128 − 28) × 0.5 = 50 (center 64); the blue part ends at the thumb's center. Animated
    /// to 10 from 0.2: the thumb at 100 (center 114).
    @Test func theSliderDrawsItsValue() throws {
        let before = try Self.layers("system-controls.swift", at: 0.1)
        let maximum = Self.sublayer(before["slider"], 0), minimum = Self.sublayer(before["slider"], 1)
        let thumb = Self.sublayer(before["slider"], 2)
        #expect(Self.numbers(minimum, "position") == [32, 15.5] && Self.numbers(minimum, "bounds") == [0, 0, 64, 4])
        #expect(Self.numbers(maximum, "position") == [96, 15.5] && Self.numbers(maximum, "bounds") == [0, 0, 64, 4])
        #expect(Self.numbers(thumb, "position") == [64, 15.5] && Self.numbers(thumb, "bounds") == [0, 0, 28, 28])
        #expect(Self.color(Self.value(minimum, "backgroundColor"), near: [0x00, 0x7A, 0xFF, 0xFF]))
        #expect(Self.color(Self.value(maximum, "backgroundColor"), near: [0x78, 0x78, 0x80, 0x33]))
        let after = try Self.layers("system-controls.swift", at: 0.6)
        #expect(Self.numbers(Self.sublayer(after["slider"], 2), "position") == [114, 15.5])
        #expect(Self.numbers(Self.sublayer(after["slider"], 1), "bounds") == [0, 0, 114, 4])
    }

    /// The rounded field: a white border layer (radius 5, a 0.5 hairline #CCCCCC) and its
    /// placeholder in the placeholder gray, 7 in from the sides (106 wide), centered on the
    /// field's middle (60, 17). The secure field draws three bullets, red, centered.
    @Test func textFieldsDrawTheirTextOrPlaceholder() throws {
        let layers = try Self.layers("system-controls.swift", at: 0.1)
        let border = Self.sublayer(layers["field"], 0), text = Self.sublayer(layers["field"], 1)
        #expect(Self.value(border, "cornerRadius") as? Double == 5)
        #expect(Self.value(border, "borderWidth") as? Double == 0.5)
        #expect(Self.color(Self.value(border, "borderColor"), near: [0xCC, 0xCC, 0xCC, 0xFF]))
        #expect(Self.color(Self.value(border, "backgroundColor"), near: [255, 255, 255, 255]))
        #expect(Self.value(text, "string") as? String == "Email")
        #expect(Self.color(Self.value(text, "foregroundColor"), near: [0x3C, 0x3C, 0x43, 77]))
        #expect(Self.near(Self.numbers(text, "position"), [60, 17]))
        #expect(Self.numbers(text, "bounds").dropLast() == [0, 0, 106])
        let secure = Self.sublayer(layers["secure"], 1)
        #expect(Self.value(secure, "string") as? String == "\u{2022}\u{2022}\u{2022}")
        #expect(Self.color(Self.value(secure, "foregroundColor"), near: [255, 0, 0, 255]))
        #expect(Self.near(Self.numbers(secure, "position"), [60, 15]))
    }

    /// The blur view's tint (its first sublayer) is white at 0.8 for .light, black at 0.6
    /// for .dark from 0.5; its content view's subviews draw above it; the blur is warned
    /// about, once for the initializer and once for the property.
    @Test func theEffectViewTintsAndWarns() throws {
        let before = try Self.layers("system-controls.swift", at: 0.1)
        #expect(Self.color(Self.value(Self.sublayer(before["blur"], 0), "backgroundColor"), near: [255, 255, 255, 204]))
        #expect(Self.numbers(Self.sublayer(before["blur"], 1), "bounds") == [0, 0, 50, 50])
        #expect(Self.numbers(before["inside"], "position") == [10, 10])
        let after = try Self.layers("system-controls.swift", at: 0.6)
        #expect(Self.color(Self.value(Self.sublayer(after["blur"], 0), "backgroundColor"), near: [0, 0, 0, 153]))
        let result = try swiftScene(["inspect", "system-controls.swift", "--time", "0.6"])
        let warnings = lines(result.err).filter { $0.contains("warning") }
        #expect(warnings.count == 2)
        #expect(warnings.contains { $0.contains("UIVisualEffectView.init(effect:) is not drawn yet") })
        #expect(warnings.contains { $0.contains("UIVisualEffectView.effect is not drawn yet") })
    }

    /// Pixels at 0.9 (scale 1): the progress blue at x 50 and the track's fill over white
    /// (255 − 0.2 × 135, 255 − 0.2 × 127: 228, 228, 230) at x 100; the switch's green
    /// track and white knob; the dark tint over white (0.4 × 255 = 102) and the red square
    /// above it.
    @Test func theControlsDrawAsIOSDrawsThem() throws {
        let frame = try ControlsTests.frame("system-controls.swift", at: 0.9, scale: 1)
        #expect(Self.pixel(frame, 50, 12, near: [0, 122, 255]))
        #expect(Self.pixel(frame, 100, 12, near: [228, 228, 230]))
        #expect(Self.pixel(frame, 15, 45, near: [0x34, 0xC7, 0x59]))
        #expect(Self.pixel(frame, 45, 45, near: [255, 255, 255]))
        #expect(Self.pixel(frame, 180, 50, near: [102, 102, 102]))
        #expect(Self.pixel(frame, 150, 20, near: [255, 59, 48]))
    }
}
