import Animation
import Geometry
import Testing
@testable import Layers

/// CALayer's settable `sublayers`, and a layer leaving the tree while it animates.
@Suite struct SublayersTests {
    func stage() throws -> (Stage, [LayerID]) {
        let stage = Stage(width: 40, height: 40)
        let layers = ["a", "b", "c"].map { stage.makeLayer(.layer, name: $0) }
        for layer in layers { try stage.addSublayer(layer, to: stage.root) }
        return (stage, layers)
    }

    @Test func emptyRemovesAllAndAListReplacesThem() throws {
        let (stage, l) = try stage()
        try stage.setSublayers([], of: stage.root)
        #expect(stage.sublayers(of: stage.root).isEmpty && l.allSatisfy { stage.superlayer(of: $0) == nil })
        try stage.setSublayers([l[2], l[0]], of: stage.root)
        #expect(stage.sublayers(of: stage.root) == [l[2], l[0]] && stage.superlayer(of: l[1]) == nil)
        // A layer taken from another parent leaves it.
        let other = stage.makeLayer(.layer, name: "other")
        try stage.addSublayer(other, to: l[2])
        try stage.setSublayers([other], of: l[0])
        #expect(stage.sublayers(of: l[2]).isEmpty && stage.superlayer(of: other) == l[0])
    }

    /// A refused list (a layer twice, the parent itself, an ancestor) changes nothing.
    @Test func aRefusedListLeavesTheTreeAsItWas() throws {
        let (stage, l) = try stage()
        try stage.addSublayer(l[1], to: l[0])
        for list in [[l[2], l[2]], [l[0]], [stage.root]] {
            #expect(throws: LayerError.self) { try stage.setSublayers(list, of: l[0]) }
            #expect(stage.sublayers(of: l[0]) == [l[1]] && stage.sublayers(of: stage.root) == [l[0], l[2]])
        }
    }

    /// removeFromSuperlayer mid-animation: the layer leaves the drawn tree, its animation
    /// runs on (its stop fires on time with finished = true), and added back it shows the
    /// animation where it is by then.
    @Test func removedWhileAnimating() throws {
        let (stage, l) = try stage()
        var stops: [(Double, Bool)] = []
        try stage.add(BasicAnimation(keyPath: "opacity", from: .number(0), to: .number(1), timing: MediaTiming(duration: 1)),
                      forKey: "fade", to: l[1], onStop: { stage, finished in stops.append((stage.now, finished)) })
        try stage.advance(to: 0.25)
        stage.removeFromSuperlayer(l[1])
        #expect(try stage.drawnPresentation().layer(named: "b") == nil)
        try stage.advance(to: 0.5)
        try stage.addSublayer(l[1], to: stage.root)
        #expect(try stage.drawnPresentation().layer(named: "b")?.properties.opacity == 0.5)
        stage.removeFromSuperlayer(l[1])
        try stage.advance(to: 2)
        #expect(stops.count == 1 && stops[0].0 == 1 && stops[0].1)
    }
}
