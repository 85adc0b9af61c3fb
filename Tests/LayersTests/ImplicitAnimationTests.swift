import Animation
import Geometry
import Testing
@testable import Layers

/// docs/core-animation.md#implicit-animations-and-transactions.
@Suite struct ImplicitAnimationTests {
    /// A standalone shape layer in the tree, created in the setup transaction.
    func standalone() throws -> (Stage, LayerID) {
        let stage = Stage(width: 100, height: 100)
        let ring = stage.makeLayer(.shape, name: "ring")
        try stage.addSublayer(ring, to: stage.root)
        try stage.setValue(.number(0), forKeyPath: "strokeEnd", of: ring)  // setup: not animated
        return (stage, ring)
    }

    func strokeEnd(_ stage: Stage, _ ring: LayerID, at t: Double) throws -> Double {
        try stage.advance(to: t)
        return stage.presentationValues(of: ring).strokeEnd
    }

    @Test func changesInTheCreatingTransactionDoNotAnimate() throws {
        let (stage, ring) = try standalone()
        #expect(stage.animationKeys(of: ring).isEmpty)
        #expect(try strokeEnd(stage, ring, at: 0) == 0)
    }

    @Test func aModelChangeAnimatesForAQuarterSecondOnTheDefaultCurve() throws {
        let (stage, ring) = try standalone()
        stage.at(1) { stage in try stage.setValue(.number(0.8), forKeyPath: "strokeEnd", of: ring) }
        #expect(try strokeEnd(stage, ring, at: 1) == 0)
        #expect(stage.animationKeys(of: ring) == ["strokeEnd"])
        #expect(try stage.value(forKeyPath: "strokeEnd", of: ring) == .number(0.8))  // the model jumps at once
        let y = TimingFunction.default(0.4)
        #expect(abs(try strokeEnd(stage, ring, at: 1.1) - 0.8 * y) < 1e-12)
        #expect(try strokeEnd(stage, ring, at: 1.25) == 0.8)
        #expect(stage.animationKeys(of: ring).isEmpty)  // removed on completion
    }

    /// A change mid-animation replaces the running animation, starting from where the
    /// presentation is at that moment.
    @Test func replacementStartsFromThePresentationValue() throws {
        let (stage, ring) = try standalone()
        stage.at(1) { stage in try stage.setValue(.number(1), forKeyPath: "strokeEnd", of: ring) }
        stage.at(1.1) { stage in try stage.setValue(.number(0.2), forKeyPath: "strokeEnd", of: ring) }
        let atChange = TimingFunction.default(0.4)  // 0 -> 1, 0.1 s into 0.25 s
        #expect(abs(try strokeEnd(stage, ring, at: 1.1) - atChange) < 1e-12)
        #expect(stage.animationKeys(of: ring) == ["strokeEnd"])
        let expected = atChange + (0.2 - atChange) * TimingFunction.default(0.5)
        #expect(abs(try strokeEnd(stage, ring, at: 1.225) - expected) < 1e-12)
        #expect(try strokeEnd(stage, ring, at: 1.35) == 0.2)
    }

    @Test func layersBackingViewsDoNotAnimate() throws {
        let stage = Stage(width: 100, height: 100)
        let view = stage.makeLayer(.layer, name: "view", backsView: true)
        try stage.addSublayer(view, to: stage.root)
        stage.at(1) { stage in try stage.setValue(.number(0.5), forKeyPath: "opacity", of: view) }
        try stage.advance(to: 1)
        #expect(stage.animationKeys(of: view).isEmpty)
        #expect(stage.presentationValues(of: view).opacity == 0.5)
    }

    @Test func disabledActionsDoNotAnimate() throws {
        let (stage, ring) = try standalone()
        stage.at(1) { stage in
            try stage.transaction(Transaction(disableActions: true)) {
                try stage.setValue(.number(0.5), forKeyPath: "strokeEnd", of: ring)
                // nested transactions inherit what they do not set
                try stage.transaction(Transaction(duration: 2)) {
                    try stage.setValue(.number(4), forKeyPath: "lineWidth", of: ring)
                }
            }
            try stage.setValue(.color(.white), forKeyPath: "strokeColor", of: ring)
        }
        try stage.advance(to: 1)
        #expect(stage.animationKeys(of: ring) == ["strokeColor"])
        #expect(stage.presentationValues(of: ring).strokeEnd == 0.5)
    }

    @Test func transactionsSetDurationAndCurve() throws {
        let (stage, ring) = try standalone()
        stage.at(1) { stage in
            try stage.transaction(Transaction(duration: 1, timingFunction: .linear)) {
                try stage.setValue(.number(1), forKeyPath: "strokeEnd", of: ring)
            }
        }
        #expect(try strokeEnd(stage, ring, at: 1.5) == 0.5)
    }

    /// CALayer.add(_:forKey:): an explicit animation with duration 0 takes the transaction's.
    @Test func explicitAnimationsTakeTheTransactionDuration() throws {
        let (stage, ring) = try standalone()
        try stage.transaction(Transaction(duration: 2)) {
            try stage.add(BasicAnimation(keyPath: "strokeEnd", from: .number(0), to: .number(1)), forKey: "a", to: ring)
        }
        try stage.add(BasicAnimation(keyPath: "lineWidth", from: .number(0), to: .number(1)), forKey: "b", to: ring)
        #expect(stage.animation(forKey: "a", of: ring)?.timing.duration == 2)
        #expect(stage.animation(forKey: "b", of: ring)?.timing.duration == 0.25)
        #expect(try strokeEnd(stage, ring, at: 1) == 0.5)
    }

    @Test func componentChangesAnimateTheWholeProperty() throws {
        let stage = Stage(width: 100, height: 100)
        let layer = stage.makeLayer(.layer)
        try stage.addSublayer(layer, to: stage.root)
        stage.at(1) { stage in try stage.setValue(.number(.pi), forKeyPath: "transform.rotation.z", of: layer) }
        try stage.advance(to: 1.125)
        #expect(stage.animationKeys(of: layer) == ["transform"])
        let rotation = try stage.presentationValue(forKeyPath: "transform.rotation.z", of: layer).number!
        #expect(abs(rotation - .pi * TimingFunction.default(0.5)) < 1e-12)
    }

    @Test func settingTheFrameAnimatesBoundsAndPosition() throws {
        let stage = Stage(width: 100, height: 100)
        let bar = stage.makeLayer(.layer, name: "mask")
        try stage.addSublayer(bar, to: stage.root)
        try stage.setValue(.rect(Rect(x: 0, y: 0, width: 0, height: 8)), forKeyPath: "frame", of: bar)
        stage.at(1) { stage in try stage.setValue(.rect(Rect(x: 0, y: 0, width: 96, height: 8)), forKeyPath: "frame", of: bar) }
        try stage.advance(to: 1.25)
        #expect(stage.animationKeys(of: bar).isEmpty)
        try stage.advance(to: 2)
        #expect(stage.presentationValues(of: bar).frame == Rect(x: 0, y: 0, width: 96, height: 8))
        // and mid-way both halves move together, so the left edge stays at 0
        let stage2 = Stage(width: 100, height: 100)
        let bar2 = stage2.makeLayer(.layer)
        try stage2.addSublayer(bar2, to: stage2.root)
        try stage2.setValue(.rect(Rect(x: 0, y: 0, width: 0, height: 8)), forKeyPath: "frame", of: bar2)
        stage2.at(1) { stage in try stage.setValue(.rect(Rect(x: 0, y: 0, width: 96, height: 8)), forKeyPath: "frame", of: bar2) }
        try stage2.advance(to: 1.1)
        #expect(stage2.animationKeys(of: bar2) == ["bounds", "position"])
        let frame = stage2.presentationValues(of: bar2).frame
        #expect(abs(frame.minX) < 1e-12 && abs(frame.width - 96 * TimingFunction.default(0.4)) < 1e-12)
    }

    @Test func nonAnimatablePropertiesChangeAtOnce() throws {
        let (stage, ring) = try standalone()
        stage.at(1) { stage in try stage.setValue(.string("round"), forKeyPath: "lineCap", of: ring) }
        try stage.advance(to: 1)
        #expect(stage.animationKeys(of: ring).isEmpty)
        #expect(stage.presentationValues(of: ring).lineCap == "round")
    }
}
