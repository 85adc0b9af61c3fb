import Animation
import Geometry
import Testing
@testable import Layers

@Suite struct LayerTreeTests {
    @Test func sublayersKeepTheirOrder() throws {
        let stage = Stage(width: 10, height: 10)
        let a = stage.makeLayer(.layer, name: "a"), b = stage.makeLayer(.shape, name: "b"), c = stage.makeLayer(.gradient, name: "c")
        try stage.addSublayer(a, to: stage.root)
        try stage.addSublayer(c, to: stage.root)
        try stage.insertSublayer(b, into: stage.root, at: 1)
        #expect(stage.sublayers(of: stage.root) == [a, b, c])
        #expect(stage.presentation().root.sublayers.map(\.name) == ["a", "b", "c"])
        // moving a layer takes it out of its old place
        try stage.addSublayer(a, to: c)
        #expect(stage.sublayers(of: stage.root) == [b, c])
        #expect(stage.superlayer(of: a) == c)
        stage.removeFromSuperlayer(b)
        #expect(stage.sublayers(of: stage.root) == [c])
        #expect(stage.superlayer(of: b) == nil)
        #expect(stage.layer(named: "a") == a)
        #expect(stage.presentation().layer(named: "b") == nil)  // out of the tree, out of the picture
    }

    @Test func cyclesAreRefused() throws {
        let stage = Stage(width: 10, height: 10)
        let outer = stage.makeLayer(.layer, name: "outer"), inner = stage.makeLayer(.layer)
        try stage.addSublayer(outer, to: stage.root)
        try stage.addSublayer(inner, to: outer)
        #expect(throws: LayerError.invalidTree("cannot add Layer \"outer\" inside itself")) {
            try stage.addSublayer(outer, to: inner)
        }
        #expect(throws: LayerError.self) { try stage.addSublayer(outer, to: outer) }
        #expect(stage.sublayers(of: outer) == [inner])
    }

    /// Drawing and timing recurse once a level: a runaway chain of layers is an error, not a
    /// stack overflow; counted with the subtree being added and through masks.
    @Test func nestingIsLimited() throws {
        let stage = Stage(width: 10, height: 10)
        var parent = stage.root
        for _ in 1..<Stage.maxDepth {
            let layer = stage.makeLayer(.layer)
            try stage.addSublayer(layer, to: parent)
            parent = layer
        }
        let one = stage.makeLayer(.layer, name: "one")
        #expect(throws: LayerError.invalidTree("cannot add Layer \"one\" to Layer layer #255: layers would nest more than 256 deep")) {
            try stage.addSublayer(one, to: parent)
        }
        #expect(throws: LayerError.self) { try stage.setMask(one, of: parent) }
        // a subtree of two levels does not fit one level higher up either
        let two = stage.makeLayer(.layer), child = stage.makeLayer(.layer)
        try stage.addSublayer(child, to: two)
        #expect(throws: LayerError.self) { try stage.addSublayer(two, to: stage.superlayer(of: parent)!) }
        #expect(stage.sublayers(of: parent).isEmpty && stage.mask(of: parent) == nil)
    }

    @Test func masksLeaveTheSublayerTree() throws {
        let stage = Stage(width: 100, height: 100)
        let photo = stage.makeLayer(.layer, name: "photo", backsView: true)
        let ring = stage.makeLayer(.shape, name: "ring")
        try stage.addSublayer(photo, to: stage.root)
        try stage.addSublayer(ring, to: photo)
        try stage.setMask(ring, of: photo)
        #expect(stage.sublayers(of: photo).isEmpty)
        #expect(stage.mask(of: photo) == ring)
        let tree = stage.presentation()
        #expect(tree.layer(named: "photo")?.mask?.name == "ring")
        #expect(tree.layer(named: "photo")?.sublayers.isEmpty == true)
        // a mask cannot have a mask, nor contain the layer it masks
        let other = stage.makeLayer(.layer)
        try stage.setMask(other, of: ring)
        #expect(throws: LayerError.self) { try stage.setMask(ring, of: stage.root) }
        try stage.setMask(nil, of: ring)
        // adding the mask as a sublayer elsewhere takes it off the layer it masked
        try stage.addSublayer(ring, to: stage.root)
        #expect(stage.mask(of: photo) == nil)
        #expect(stage.presentation().layer(named: "photo")?.mask == nil)
    }

    /// A mask runs on the time of the layer it masks.
    @Test func maskSharesItsLayersTime() throws {
        let stage = Stage(width: 10, height: 10)
        let layer = stage.makeLayer(.layer), mask = stage.makeLayer(.layer)
        try stage.addSublayer(layer, to: stage.root)
        try stage.setMask(mask, of: layer)
        try stage.setValue(.number(2), forKeyPath: "speed", of: layer)
        try stage.advance(to: 1)
        #expect(stage.localTime(of: mask) == 2)
    }
}
