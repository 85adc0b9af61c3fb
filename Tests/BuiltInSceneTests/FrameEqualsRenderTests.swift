import Foundation
import Layers
import Scene
import Testing

/// `frame`, `inspect`, `strip` and the preview at T show what `render` shows at T (issue
/// 48): a render draws every frame from 0 on, a still asks for T alone, and both go through
/// `Playback`, which draws the stage at 0 first whatever is asked. Checked on every built-in
/// scene and the test scenes with draw functions, at five times over their length: the
/// tree (every value `inspect` prints) and every layer's drawing are the same.
@Suite struct FrameEqualsRenderTests {
    static let fps = 50.0

    /// The tree as the render reaches it (every frame i / fps up to T), and as a still.
    static func compare(_ script: SceneScript, name: String) throws {
        let length = min(try script.length(), 6)
        let times = (1...5).map { (Double($0) / 5 * length * fps).rounded(.down) / fps }
        var rendered = try script.playback()
        var frame = 0
        for time in times {
            var renderTree: PresentationTree?
            while Double(frame) / fps <= time + 1e-9 {
                renderTree = try rendered.presentation(at: Double(frame) / fps)
                frame += 1
            }
            var still = try script.playback()
            let stillTree = try still.presentation(at: time)
            let a = try #require(renderTree)
            let (x, y) = (try json(a, name), try json(stillTree, name))
            #expect(x == y, "\(name) at \(time): the tree differs from \(Self.firstDifference(x, y))")
            #expect(drawings(a.root) == drawings(stillTree.root), "\(name) at \(time): a drawing differs")
        }
    }

    static func json(_ tree: PresentationTree, _ name: String) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(tree.inspection(scene: name)), as: UTF8.self)
    }

    /// Where two texts part: the render's 120 characters from there, then the still's.
    static func firstDifference(_ a: String, _ b: String) -> String {
        let index = zip(a, b).prefix { $0 == $1 }.count
        return "\(a.dropFirst(index).prefix(120)) / \(b.dropFirst(index).prefix(120))"
    }

    static func drawings(_ layer: PresentationLayer) -> [Drawing?] {
        [layer.drawing] + layer.sublayers.flatMap(drawings) + (layer.mask.map(drawings) ?? [])
    }

    @Test(arguments: BuiltInScenes.names)
    func builtInScenes(name: String) throws {
        try Self.compare(try BuiltInScenes.load(name), name: name)
    }

    /// A draw function that starts an animation and adds a layer when it first runs: both
    /// begin at 0, in a still at 1.5 s as in the render (the fade, 0 → 1 over 2 s, is at
    /// 0.75; the added dot is there).
    @Test func aDrawFunctionsSideEffectsHappenAtTheFirstFrame() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("draw-side-effects-\(getpid()).lua").path
        try """
            scene { width = 40, height = 40, duration = 3 }
            local ring = Layer { name = "ring", frame = { 0, 0, 40, 40 } }
            root:addSublayer(ring)
            local started = false
            ring.draw = function(ctx, layer)
              if not started then
                started = true
                local fade = BasicAnimation { keyPath = "opacity", from = 0, to = 1, duration = 2 }
                ring:add(fade)
                root:addSublayer(Layer { name = "dot", frame = { 10, 10, 4, 4 } })
              end
              ctx:addEllipse(0, 0, 4, 4); ctx:fillPath()
            end
            """.write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let script = try SceneScript(file: file)
        var still = try script.playback()
        let tree = try still.presentation(at: 1.5)
        let json = try Self.json(tree, "draw")
        #expect(json.contains("\"opacity\":0.75"))  // only the ring's opacity moves
        #expect(json.contains("\"name\":\"dot\""))
        try Self.compare(script, name: "draw")
    }
}
