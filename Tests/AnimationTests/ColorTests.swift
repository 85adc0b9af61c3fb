import Testing
@testable import Animation

@Suite struct ColorTests {
    @Test(arguments: [
        ("red", "#FF0000FF"), ("lightGray", "#AAAAAAFF"), ("darkgray", "#555555FF"), ("systemGreen", "#34C759FF"),
        ("systemBlue", "#007AFFFF"), ("white", "#FFFFFFFF"), ("clear", "#00000000"), (" orange ", "#FF8000FF"),
        ("#F80", "#FF8800FF"), ("#F808", "#FF880088"), ("#9DD4E9", "#9DD4E9FF"), ("#ff317e80", "#FF317E80"),
        ("rgb(255, 128, 0)", "#FF8000FF"), ("rgba(0, 0, 0, 0.5)", "#00000080"),
        ("hsb(0, 1, 1)", "#FF0000FF"), ("hsb(0.5, 1, 1)", "#00FFFFFF"), ("hsb(1, 1, 1)", "#FF0000FF"),
        ("hsba(0.25, 0.5, 0.5, 1)", "#608040FF"), ("HSB(0.6667, 1, 1)", "#0000FFFF"),
        ("systemGray", "#8E8E93FF"), ("systemGray2", "#AEAEB2FF"), ("systemGray3", "#C7C7CCFF"),
        ("systemGray4", "#D1D1D6FF"), ("systemGray5", "#E5E5EAFF"), ("systemGray6", "#F2F2F7FF"),
    ])
    func parses(text: String, hex: String) throws {
        #expect(try Color(parsing: text).hexString == hex)
    }

    @Test(arguments: [
        ("#12", "invalid color \"#12\": hex colors have 3, 4, 6 or 8 hex digits after #"),
        ("#GGGGGG", "invalid color \"#GGGGGG\": hex colors have 3, 4, 6 or 8 hex digits after #"),
        ("#+FFFFF", "invalid color \"#+FFFFF\": hex colors have 3, 4, 6 or 8 hex digits after #"),
        ("rgb(1, 2)", "invalid color \"rgb(1, 2)\": rgb() takes 3 numbers, got 2"),
        ("rgb(1, 2, x)", "invalid color \"rgb(1, 2, x)\": \"x\" is not a finite number"),
        ("rgb(1, 2, nan)", "invalid color \"rgb(1, 2, nan)\": \"nan\" is not a finite number"),
        ("rgb(300, 0, 0)", "invalid color \"rgb(300, 0, 0)\": red 300.0 is outside 0.0...255.0"),
        ("hsb(2, 1, 1)", "invalid color \"hsb(2, 1, 1)\": hue 2.0 is outside 0.0...1.0"),
        ("rgba(0, 0, 0, 2)", "invalid color \"rgba(0, 0, 0, 2)\": alpha 2.0 is outside 0.0...1.0"),
        ("cmyk(0, 0, 0, 0)", "invalid color \"cmyk(0, 0, 0, 0)\": unknown color function cmyk(); use rgb(), rgba(), hsb() or hsba()"),
    ])
    func rejects(text: String, message: String) {
        #expect { try Color(parsing: text) } throws: { ($0 as? ColorParseError)?.description == message }
    }

    @Test func unknownNameListsTheNames() {
        #expect { try Color(parsing: "blurple") } throws: { error in
            let message = (error as? ColorParseError)?.description ?? ""
            return message.hasPrefix("invalid color \"blurple\": not a color name") && message.contains("systemblue")
        }
    }

    /// UIKit's HSB for the gradient seed: hue 0...360 in steps of 5 over 360, s = b = 1.
    @Test func gradientSeedHues() {
        let hues = stride(from: 0, through: 360, by: 5).map { Color(hue: Double($0) / 360, saturation: 1, brightness: 1) }
        #expect(hues.count == 73)
        #expect(hues[0] == Color(red: 1, green: 0, blue: 0))
        #expect(hues[72] == hues[0])
        #expect(hues[24].hexString == "#00FF00FF")  // 120 degrees
        #expect(hues[6].hexString == "#FF8000FF")   // 30 degrees: (1, 0.5, 0)
    }

    @Test func interpolatesPerComponent() {
        let mid = Color(red: 1, green: 0, blue: 0).interpolated(to: Color(red: 0, green: 0, blue: 1, alpha: 0), fraction: 0.5)
        #expect(mid == Color(red: 0.5, green: 0, blue: 0.5, alpha: 0.5))
        // overshoot extrapolates; clamping happens on the way to pixels
        let over = Color.black.interpolated(to: .white, fraction: 1.5)
        #expect(over.red == 1.5)
        #expect(over.clamped == .white)
        #expect(over.hexString == "#FFFFFFFF")
    }
}
