import Foundation
import GIF
import ReferenceImageSupport
import Testing

/// The Swift twins of the six seed scenes (examples/swift/) render the same GIF as the Lua
/// scenes built into loaderanim, byte for byte, with their defaults and with a parameter
/// changed: one engine under two front ends.
@Suite struct TwinTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("examples/swift").path

    static let twins: [(scene: String, arguments: [String])] = [
        ("circular-loader", []), ("reveal", []), ("gradient-bar", []), ("spinner", []), ("spark-segments", []), ("slack-lines", []),
        ("circular-loader", ["--set", "radius=30", "--scale", "1"]), ("spinner", ["--set", "lineWidth=8", "--fps", "25"]),
    ]

    @Test(arguments: twins.indices) func theSwiftTwinRendersTheLuaScenesBytes(index: Int) throws {
        let (scene, arguments) = Self.twins[index]
        let folder = temporaryFolder("twin-\(scene)")
        let lua = try swiftScene(["render", scene, "--out", folder + "/lua.gif", "--quiet"] + arguments)
        let swift = try swiftScene(["render", Self.examples + "/\(scene).swift", "--out", folder + "/swift.gif", "--quiet"] + arguments)
        #expect(lua.status == 0, "\(lua.err)")
        #expect(swift.status == 0, "\(swift.err)")
        let luaBytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder + "/lua.gif")))
        let swiftBytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder + "/swift.gif")))
        guard luaBytes != swiftBytes else { return }
        // Not the same bytes: say how far apart the frames are.
        let a = try GIFDecoder().decode(luaBytes), b = try GIFDecoder().decode(swiftBytes)
        #expect(a.frames.count == b.frames.count, "\(scene): \(a.frames.count) frames against \(b.frames.count)")
        var worst = 0, frame = -1
        for (i, (x, y)) in zip(a.frames, b.frames).enumerated() {
            let difference = zip(x.pixels, y.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
            if difference > worst { (worst, frame) = (difference, i) }
        }
        Issue.record("\(scene) \(arguments): the Swift twin's GIF differs from the Lua scene's (largest channel difference \(worst) in frame \(frame))")
    }
}

/// A Swift twin's timeline (`loaderanim timeline`, what the preview's panel shows) is its
/// Lua scene's: the same animations, added at the same times, with the same timing.
@Suite struct TwinTimelineTests {
    @Test(arguments: ["circular-loader", "reveal", "gradient-bar", "spinner", "spark-segments", "slack-lines"])
    func theSwiftTwinsTimelineIsTheLuaScenes(scene: String) throws {
        let lua = try swiftScene(["timeline", scene]), swift = try swiftScene(["timeline", TwinTests.examples + "/\(scene).swift"])
        #expect(lua.status == 0 && swift.status == 0, "\(lua.err)\(swift.err)")
        let a = try JSONSerialization.jsonObject(with: Data(lua.out.utf8)) as? NSDictionary
        let b = try JSONSerialization.jsonObject(with: Data(swift.out.utf8)) as? NSDictionary
        #expect(a != nil && a == b, "\(scene): the timelines differ")
        #expect(((a?["animations"] as? [Any])?.count ?? 0) > 0)
    }
}
