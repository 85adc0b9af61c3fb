import Foundation
import GIF
import ReferenceImageSupport
import Testing

/// A SwiftUI loader and its UIKit twin give the same GIF, byte for byte: SwiftUI's views
/// become the same layers and its animations the same Core Animation animations, drawn and
/// timed by the one engine (examples/swiftui/; the twins in Scenes/swiftui/).
@Suite struct SwiftUITwinTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("examples/swiftui").path

    @Test(arguments: ["trim-spinner", "bouncing-dots"]) func theUIKitTwinRendersTheSameBytes(name: String) throws {
        let folder = temporaryFolder("swiftui-twin-\(name)")
        let swiftUI = try swiftScene(["render", Self.examples + "/\(name).swift", "--out", folder + "/swiftui.gif", "--quiet"])
        let uiKit = try swiftScene(["render", sceneFolder + "/swiftui/\(name)-uikit.swift", "--out", folder + "/uikit.gif", "--quiet"])
        #expect(swiftUI.status == 0, "\(swiftUI.err)")
        #expect(uiKit.status == 0, "\(uiKit.err)")
        let a = try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder + "/swiftui.gif")))
        let b = try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder + "/uikit.gif")))
        guard a != b else { return }
        let x = try GIFDecoder().decode(a), y = try GIFDecoder().decode(b)
        #expect(x.frames.count == y.frames.count, "\(name): \(x.frames.count) frames against \(y.frames.count)")
        let worst = zip(x.frames, y.frames).map { zip($0.pixels, $1.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0 }.max() ?? 0
        Issue.record("\(name): the SwiftUI loader's GIF differs from its UIKit twin's (largest channel difference \(worst))")
    }
}

/// A SwiftUI loader's timeline lists the Core Animation animations its state changes made:
/// trim-spinner's turn, an additive rotation from −2π to 0 over 1 s, for ever.
@Suite struct SwiftUITimelineTests {
    @Test func theSpinnersTurnIsOnTheTimeline() throws {
        let result = try swiftScene(["timeline", SwiftUITwinTests.examples + "/trim-spinner.swift"])
        #expect(result.status == 0, "\(result.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let animations = json["animations"] as? [[String: Any]] ?? []
        #expect(animations.count == 1)
        let track = (animations.first?["tracks"] as? [[String: Any]])?.first
        #expect(track?["keyPath"] as? String == "transform.rotation.z")
        #expect(track?["values"] as? [String] == ["\(-2 * Double.pi)", "0.0"])
        #expect((animations.first?["timing"] as? [String: Any])?["duration"] as? Double == 1)
    }
}
