import Foundation
import GIF
import ReferenceImageSupport
import Testing

/// The ways a SwiftUI view is shown: a `#Preview` (the examples), a PreviewProvider of a
/// file written before #Preview (`loaderanim list` names it, `render` shows it at the size
/// the view chooses), and UIHostingController's view in a UIKit scene.
@Suite struct SwiftUIEntryTests {
    static let entries = sceneFolder + "/swiftui/entries"

    @Test func aPreviewProviderIsListedAndShown() throws {
        let list = try swiftScene(["list", Self.entries])
        #expect(list.status == 0, "\(list.err)")
        #expect(lines(list.out).dropFirst().map { $0.split(separator: " ").map(String.init) } == [["Badge_Previews", "\(Self.entries)/Badge.swift:17"]],
                "\(list.out)")
        let folder = temporaryFolder("swiftui-provider")
        let render = try swiftScene(["render", Self.entries, "--out", folder + "/badge.gif", "--quiet"])
        #expect(render.status == 0, "\(render.err)")
        // The 48 x 24 capsule and 6 points of padding round it: what the view chooses when
        // offered the device, as Xcode's canvas lays a preview out.
        let gif = try GIFDecoder().decode([UInt8](Data(contentsOf: URL(fileURLWithPath: folder + "/badge.gif"))))
        #expect(gif.width == 60 && gif.height == 36)
        // Its opacity goes 0.2 → 1 over the first second, linearly.
        let half = try ViewLifecycleTests.properties(Self.entries, at: 0.5)
        #expect(abs(ViewLifecycleTests.number(half, "badge", "opacity") - 0.6) < 1e-9)
    }

    /// A hosting controller's view, 100 x 100 at x = 100: the 20-point dot centered in it.
    @Test func aHostingControllersViewShowsItsRootView() throws {
        let result = try swiftScene(["inspect", sceneFolder + "/swiftui/hosted.swift", "--time", "0"])
        #expect(result.status == 0, "\(result.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data((lines(result.out).last ?? "").utf8)) as? [String: Any])
        var found: [Double]?
        func walk(_ layers: [[String: Any]], _ origin: (Double, Double)) {
            for layer in layers {
                let p = layer["properties"] as? [String: Any] ?? [:]
                let position = p["position"] as? [Double] ?? [0, 0], bounds = p["bounds"] as? [Double] ?? [0, 0, 0, 0]
                let anchor = p["anchorPoint"] as? [Double] ?? [0.5, 0.5]
                let corner = (origin.0 + position[0] - bounds[2] * anchor[0], origin.1 + position[1] - bounds[3] * anchor[1])
                if layer["name"] as? String == "dot" { found = [corner.0, corner.1, bounds[2], bounds[3]] }
                walk(layer["sublayers"] as? [[String: Any]] ?? [], corner)
            }
        }
        walk(json["layers"] as? [[String: Any]] ?? [], (0, 0))
        #expect(found == [140, 40, 20, 20])
    }
}
