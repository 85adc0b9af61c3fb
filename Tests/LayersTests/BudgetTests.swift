import Animation
import Geometry
import Testing
@testable import Layers

/// The drawn-copies budget holds for every way a subtree joins the tree: addSublayer, a
/// sublayers list, a mask, a new instanceCount; a refused change leaves the tree as it was.
@Suite struct BudgetTests {
    /// root → outer ×400 → inner ×200 → dot: 1 + 1 + 400 · (1 + 200 · 1) = 80,402 copies.
    func makeStage() throws -> (Stage, outer: LayerID, inner: LayerID) {
        let stage = Stage(width: 40, height: 40)
        let outer = stage.makeLayer(.replicator, name: "outer"), inner = stage.makeLayer(.replicator, name: "inner")
        try stage.setValue(.number(400), forKeyPath: "instanceCount", of: outer)
        try stage.setValue(.number(200), forKeyPath: "instanceCount", of: inner)
        try stage.addSublayer(stage.makeLayer(.layer, name: "dot"), to: inner)
        try stage.addSublayer(inner, to: outer)
        try stage.addSublayer(outer, to: stage.root)
        #expect(stage.drawnCopies(of: stage.root) == 80_402)
        return (stage, outer, inner)
    }

    @Test func everyWayInIsCounted() throws {
        // A second dot under inner: + 400 · 200 = 160,402.
        var (stage, _, inner) = try makeStage()
        #expect(throws: LayerError.self) { try stage.addSublayer(stage.makeLayer(.layer), to: inner) }
        // The same dot through a sublayers list.
        (stage, _, inner) = try makeStage()
        let dots = [stage.makeLayer(.layer), stage.makeLayer(.layer)]
        #expect(throws: LayerError.self) { try stage.setSublayers(dots, of: inner) }
        #expect(stage.sublayers(of: inner).count == 1)
        // A mask of a 200-copy subtree on inner: + 400 · 201 = 160,802.
        (stage, _, inner) = try makeStage()
        let mask = stage.makeLayer(.replicator)
        try stage.setValue(.number(200), forKeyPath: "instanceCount", of: mask)
        try stage.addSublayer(stage.makeLayer(.layer), to: mask)
        #expect(throws: LayerError.self) { try stage.setMask(mask, of: inner) }
        #expect(stage.mask(of: inner) == nil)
        // inner ×300: 1 + 1 + 400 · 301 = 120,402, and the count stays 200.
        (stage, _, inner) = try makeStage()
        #expect(throws: LayerError.self) { try stage.setValue(.number(300), forKeyPath: "instanceCount", of: inner) }
        #expect(try stage.value(forKeyPath: "instanceCount", of: inner).number == 200)
        // A mask takes one copy per copy of its layer, not per instance: 80,402 + 400 · 1.
        (stage, _, inner) = try makeStage()
        try stage.setMask(stage.makeLayer(.layer), of: inner)
        #expect(stage.drawnCopies(of: stage.root) == 80_802)
    }
}
