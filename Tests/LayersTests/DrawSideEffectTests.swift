import Animation
import Geometry
import Testing
@testable import Layers

/// Changes a draw function makes show in the frame being drawn, as one Core Animation
/// commit (docs/core-animation.md#custom-drawing). A draw function holds the stage unowned,
/// as the scene runtimes' do: the stage owns its drawers, and a strong capture is a cycle.
@Suite struct DrawSideEffectTests {
    static let fill = Drawing(commands: [.addPath(Path(rect: Rect(x: 0, y: 0, width: 4, height: 4))), .fillPath(evenOdd: false)])

    /// A draw that adds a sublayer, recolors a sibling and starts an animation: all three
    /// are in the very first frame's tree.
    @Test func changesShowInTheFrameBeingDrawn() throws {
        let stage = Stage(width: 40, height: 40)
        let drawn = stage.makeLayer(.layer, name: "drawn"), sibling = stage.makeLayer(.shape, name: "sibling")
        try stage.addSublayer(drawn, to: stage.root)
        try stage.addSublayer(sibling, to: stage.root)
        let badge = stage.makeLayer(.layer, name: "badge")
        stage.setDrawer({ [unowned stage] _, _ in
            try stage.transaction(Transaction(disableActions: true)) {
                try stage.addSublayer(badge, to: drawn)
                try stage.setValue(.color(.white), forKeyPath: "fillColor", of: sibling)
            }
            // 0 → 10 over 1 s, linear: 0 now, 5 at 0.5 s.
            try stage.add(BasicAnimation(keyPath: "opacity", from: .number(0), to: .number(1), timing: MediaTiming(duration: 1)),
                          forKey: "fade", to: sibling)
            return Self.fill
        }, of: drawn)
        let frame0 = try stage.drawnPresentation()
        #expect(frame0.layer(named: "badge") != nil)
        #expect(frame0.layer(named: "sibling")?.properties.fillColor == .white)
        #expect(frame0.layer(named: "sibling")?.properties.opacity == 0)
        #expect(frame0.layer(named: "drawn")?.drawing == Self.fill)
        #expect(stage.drawCount == 1, "nothing the draw read changed, so it drew once")
        try stage.advance(to: 0.5)
        #expect(try stage.drawnPresentation().layer(named: "sibling")?.properties.opacity == 0.5)
        #expect(stage.drawCount == 1)
    }

    /// Tree order: the earlier layer's draw dirties the later one before it draws (one draw
    /// each); the later layer's draw dirties the earlier one, which draws once more.
    @Test func aLayerDirtiedAfterItDrewDrawsOnceMore() throws {
        let stage = Stage(width: 40, height: 40)
        let first = stage.makeLayer(.layer, name: "first"), second = stage.makeLayer(.layer, name: "second")
        try stage.addSublayer(first, to: stage.root)
        try stage.addSublayer(second, to: stage.root)
        try stage.declareProperty("level", defaultValue: .number(0), on: first)
        var calls: [String] = []
        stage.setDrawer({ _, properties in
            calls.append("first \(properties[PropertyKeyPath.custom("level", properties)].number!)")
            return Self.fill
        }, of: first)
        stage.setDrawer({ [unowned stage] _, _ in
            calls.append("second")
            try stage.transaction(Transaction(disableActions: true)) {
                try stage.setValue(.number(1), forKeyPath: "level", of: first)
            }
            return Self.fill
        }, of: second)
        _ = try stage.drawnPresentation()
        #expect(calls == ["first 0.0", "second", "first 1.0"])
        // The next frame: nothing changed (second's draw is cached, so it sets nothing).
        _ = try stage.drawnPresentation()
        #expect(calls.count == 3)
    }

    /// A draw that bumps its own property each time would redraw for ever: it runs twice
    /// (drawsPerFrameLimit), and the third time the frame stops with an error naming it.
    @Test func aDrawThatKeepsDirtyingItselfStops() throws {
        let stage = Stage(width: 40, height: 40)
        let ring = stage.makeLayer(.layer, name: "ring")
        try stage.addSublayer(ring, to: stage.root)
        try stage.declareProperty("count", defaultValue: .number(0), on: ring)
        stage.setDrawer({ [unowned stage] _, properties in
            let count = properties[PropertyKeyPath.custom("count", properties)].number!
            try stage.transaction(Transaction(disableActions: true)) {
                try stage.setValue(.number(count + 1), forKeyPath: "count", of: ring)
            }
            return Self.fill
        }, of: ring)
        #expect(throws: LayerError.runawayDrawing(layer: "Layer \"ring\"", time: 0)) { try stage.drawnPresentation() }
        #expect(stage.drawCount == Stage.drawsPerFrameLimit)
    }

    /// setNeedsDisplay from another layer's draw redraws the layer in the same frame, and a
    /// replicator's copies each draw from their own values without counting as redraws.
    @Test func setNeedsDisplayFromADrawAndReplicatedDrawing() throws {
        let stage = Stage(width: 40, height: 40)
        let replicator = stage.makeLayer(.replicator, name: "copies")
        let dot = stage.makeLayer(.layer, name: "dot"), trigger = stage.makeLayer(.layer, name: "trigger")
        try stage.addSublayer(replicator, to: stage.root)
        try stage.addSublayer(dot, to: replicator)
        try stage.addSublayer(trigger, to: stage.root)
        try stage.configure(replicator, ["instanceCount": .number(5), "instanceDelay": .number(0.1)])
        try stage.declareProperty("phase", defaultValue: .number(0), on: dot)
        try stage.setValue(.number(1), forKeyPath: "phase", of: dot)
        // A 1 s ramp: copy k runs 0.1·k s behind, so the five copies draw five phases.
        try stage.add(BasicAnimation(keyPath: "phase", from: .number(0), to: .number(1), timing: MediaTiming(duration: 1)),
                      forKey: nil, to: dot)
        var dotDraws = 0
        stage.setDrawer({ _, _ in dotDraws += 1; return Self.fill }, of: dot)
        var triggered = false
        stage.setDrawer({ [unowned stage] _, _ in
            if !triggered { triggered = true; stage.setNeedsDisplay(dot) }
            return Self.fill
        }, of: trigger)
        try stage.advance(to: 0.5)
        _ = try stage.drawnPresentation()
        // Round 1: the dot at phase 0.5 (as sublayer and copy 0, one cache entry), copies 1-4
        // at 0.4 ... 0.1, each a new key (5 draws); the trigger's setNeedsDisplay drops the
        // cache, so round 2 draws the dot and copies 1-4 again, copy 0 then hits the cache.
        #expect(dotDraws == 5 + 5)
    }
}
