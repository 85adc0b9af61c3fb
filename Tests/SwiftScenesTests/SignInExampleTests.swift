import Foundation
import Testing

/// Issue 32's "done when": examples/swift/sign-in.swift, a loader that lives in a view
/// controller and a UIButton, lays itself out with anchors, shows a UILabel and the system
/// spinner, masks an image drawn in an image context, and uses HUGE and arc4random_uniform,
/// renders as written, with no warning. The values are derived from its code by hand.
@Suite struct SignInExampleTests {
    static let example = URL(fileURLWithPath: sceneFolder).appendingPathComponent("../../../examples/swift/sign-in.swift")
        .standardized.path

    /// The controller's view and its four subviews' layers, in the order viewDidLoad adds
    /// them (logo, button, spinner, label), at `time`.
    static func subviews(at time: Double) throws -> [[String: Any]] {
        let result = try swiftScene(["inspect", example, "--time", String(time)])
        #expect(result.status == 0 && result.err.isEmpty, "\(result.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let root = try #require((json["layers"] as? [[String: Any]])?.first)
        let layers = try #require(root["sublayers"] as? [[String: Any]])
        #expect(layers.count == 4)
        return layers.map { $0["properties"] as? [String: Any] ?? [:] }
    }

    /// The label's text: the string of the text layer under it.
    static func text(at time: Double) throws -> String? {
        let result = try swiftScene(["inspect", example, "--time", String(time)])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let label = try #require(((json["layers"] as? [[String: Any]])?.first?["sublayers"] as? [[String: Any]])?.last)
        let textLayer = (label["sublayers"] as? [[String: Any]])?.first
        return (textLayer?["properties"] as? [String: Any])?["string"] as? String
    }

    /// The anchors on a 240 x 260 canvas: the logo 80 wide at top 20, centered (x 80...160,
    /// center (120, 60)); the button 160 x 44 at 100 + 20 = 120, center (120, 142); the
    /// spinner on the button's center; the label's top at 164 + 12 = 176, centered on x 120.
    @Test func theAnchorsPlaceEachView() throws {
        let layers = try Self.subviews(at: 0.5)
        let (logo, button, spinner, label) = (layers[0], layers[1], layers[2], layers[3])
        #expect(logo["bounds"] as? [Double] == [0, 0, 80, 80] && logo["position"] as? [Double] == [120, 60])
        #expect(button["bounds"] as? [Double] == [0, 0, 160, 44] && button["position"] as? [Double] == [120, 142])
        #expect(spinner["position"] as? [Double] == [120, 142] && spinner["hidden"] as? Bool == true)
        let labelBounds = try #require(label["bounds"] as? [Double]), labelPosition = try #require(label["position"] as? [Double])
        #expect(labelPosition[0] == 120 && labelPosition[1] - labelBounds[3] / 2 == 176)
        #expect(label["hidden"] as? Bool == true)
    }

    /// The tap at 1 s runs signIn: UIView.animate's 0.25 s ease-in-ease-out curve is at half
    /// its value halfway (the curve (0.42, 0, 0.58, 1) is symmetric), so at 1.125 s the
    /// button's scale x is 1 + (0.3 - 1) / 2 = 0.65 and its opacity 0.5. From its completion
    /// at 1.25 s the button is hidden, the spinner shows, and the label's Timer adds a dot
    /// every 0.3 s: "." at 1.55, ".." at 1.85, "..." at 2.15, none again at 2.45.
    @Test func theTapTurnsTheButtonIntoTheSpinnerAndTheLabel() throws {
        let squashing = try Self.subviews(at: 1.125)[1]
        #expect(abs((squashing["transform.scale.x"] as? Double ?? 0) - 0.65) < 1e-9)
        #expect(abs((squashing["opacity"] as? Double ?? 0) - 0.5) < 1e-9)
        let after = try Self.subviews(at: 1.3)
        #expect(after[1]["hidden"] as? Bool == true && after[2]["hidden"] as? Bool == false && after[3]["hidden"] as? Bool == false)
        for (time, text) in [(1.4, "Loading"), (1.7, "Loading."), (2.0, "Loading.."), (2.3, "Loading..."), (2.6, "Loading")] {
            #expect(try Self.text(at: time) == text, "at \(time) s")
        }
    }

    /// The logo wobbles for ever (repeatCount HUGE) within ±π/18, and the GIF renders with no
    /// warning, the same bytes twice (arc4random_uniform draws from the scene's seed).
    @Test func itRendersTheSameWithNoWarning() throws {
        for time in [1.0, 2.9] {
            let rotation = try #require(try Self.subviews(at: time)[0]["transform.rotation.z"] as? Double)
            #expect(rotation != 0 && abs(rotation) <= .pi / 18 + 1e-12, "at \(time) s")
        }
        let folder = temporaryFolder("sign-in")
        var gifs: [Data] = []
        for name in ["a.gif", "b.gif"] {
            let render = try swiftScene(["render", Self.example, "--out", folder + "/" + name, "--quiet"])
            #expect(render.status == 0 && render.err.isEmpty, "\(render.err)")
            gifs.append(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)))
        }
        #expect(gifs[0].count > 10_000 && gifs[0] == gifs[1])
    }
}
