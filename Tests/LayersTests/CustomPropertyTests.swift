import Animation
import Foundation
import Geometry
import Testing
@testable import Layers

/// Custom animatable properties and draw caching (docs/core-animation.md#custom-drawing).
@Suite struct CustomPropertyTests {
    /// A standalone layer in the tree with `progress` (0) and `trackColor` (red).
    func ring() throws -> (Stage, LayerID) {
        let stage = Stage(width: 100, height: 100)
        let ring = stage.makeLayer(.layer, name: "ring")
        try stage.addSublayer(ring, to: stage.root)
        try stage.declareProperty("progress", defaultValue: .number(0), on: ring)
        try stage.declareProperty("trackColor", defaultValue: .color(Color(red: 1, green: 0, blue: 0)), on: ring)
        try stage.declareProperty("center", defaultValue: .point(Point(x: 10, y: 20)), on: ring)
        return (stage, ring)
    }

    func progress(_ stage: Stage, _ ring: LayerID, at t: Double) throws -> Double {
        try stage.advance(to: t)
        return try stage.presentationValue(forKeyPath: "progress", of: ring).number!
    }

    @Test func aDeclaredPropertyReadsAndSetsLikeABuiltIn() throws {
        let (stage, ring) = try ring()
        #expect(try stage.value(forKeyPath: "progress", of: ring) == .number(0))
        #expect(try stage.value(forKeyPath: "center.y", of: ring) == .number(20))
        try stage.setValue(.number(30), forKeyPath: "center.x", of: ring)
        #expect(try stage.value(forKeyPath: "center", of: ring) == .point(Point(x: 30, y: 20)))
        #expect(stage.customProperties(of: ring).map(\.name) == ["center", "progress", "trackColor"])
        #expect(throws: LayerError.wrongValueKind(keyPath: "progress", expected: .number, got: .color)) {
            try stage.setValue(.color(.black), forKeyPath: "progress", of: ring)
        }
        // Another layer does not have it.
        let other = stage.makeLayer(.layer)
        #expect(throws: LayerError.unknownKeyPath("progres", suggestion: nil)) {
            try stage.value(forKeyPath: "progres", of: other)
        }
        #expect(throws: LayerError.unknownKeyPath("progres", suggestion: "progress")) {
            try stage.value(forKeyPath: "progres", of: ring)
        }
    }

    @Test func namesAndDefaultsThatAreRefused() throws {
        let (stage, ring) = try ring()
        for (name, value) in [("opacity", AnimationValue.number(1)), ("frame", .number(1)), ("progress", .number(1)),
                              ("2x", .number(1)), ("flag", .bool(true)), ("big", .number(.nan))] {
            #expect(throws: LayerError.self) { try stage.declareProperty(name, defaultValue: value, on: ring) }
        }
    }

    /// from 0 to 1 over 2 s, linear: 0.25 at 0.5 s, 0.75 at 1.5 s; after it, the model (0).
    @Test func aBasicAnimation() throws {
        let (stage, ring) = try ring()
        try stage.add(BasicAnimation(keyPath: "progress", from: .number(0), to: .number(1), timing: MediaTiming(duration: 2)),
                      forKey: nil, to: ring)
        #expect(try progress(stage, ring, at: 0.5) == 0.25)
        #expect(try progress(stage, ring, at: 1.5) == 0.75)
        #expect(try progress(stage, ring, at: 2.5) == 0)
    }

    /// values 0, 0.8, 1 at keyTimes 0, 0.25, 1 over 2 s: at 0.25 s (0.125) halfway through
    /// the first segment, 0.4; at 1.25 s (0.625) halfway through the second, 0.9.
    @Test func aKeyframeAnimation() throws {
        let (stage, ring) = try ring()
        try stage.add(KeyframeAnimation(keyPath: "progress", values: [.number(0), .number(0.8), .number(1)],
                                        keyTimes: [0, 0.25, 1], timing: MediaTiming(duration: 2)), forKey: nil, to: ring)
        #expect(abs(try progress(stage, ring, at: 0.25) - 0.4) < 1e-12)
        #expect(abs(try progress(stage, ring, at: 1.25) - 0.9) < 1e-12)
    }

    /// The default spring (w0 = 10, zeta = 0.5, wd = 8.660): at 0.1 s,
    /// 1 − e^(−0.5)·(cos 0.866 + (5 / 8.660)·sin 0.866) = 0.340300.
    @Test func aSpringAnimation() throws {
        let (stage, ring) = try ring()
        let spring = SpringAnimation(BasicAnimation(keyPath: "progress", from: .number(0), to: .number(1),
                                                    timing: MediaTiming(duration: 3)))
        try stage.add(spring, forKey: nil, to: ring)
        let wd = 10 * 0.75.squareRoot()
        let expected = 1 - exp(-0.5) * (cos(wd * 0.1) + (5 / wd) * sin(wd * 0.1))
        #expect(abs(try progress(stage, ring, at: 0.1) - expected) < 1e-12)
        #expect(abs(expected - 0.340300) < 1e-6)
    }

    /// A model change a second in: 0.25 s on the default curve, from 0 to 0.8.
    @Test func anImplicitAnimation() throws {
        let (stage, ring) = try ring()
        stage.at(1) { stage in try stage.setValue(.number(0.8), forKeyPath: "progress", of: ring) }
        #expect(try progress(stage, ring, at: 1) == 0)
        #expect(stage.animationKeys(of: ring) == ["progress"])
        #expect(abs(try progress(stage, ring, at: 1.1) - 0.8 * TimingFunction.default(0.4)) < 1e-12)
        #expect(try progress(stage, ring, at: 1.25) == 0.8)
    }

    /// A group animates a color and a point component: halfway, red → blue is (0.5, 0, 0.5)
    /// and center.x 10 → 50 is 30.
    @Test func aGroupOfOtherKinds() throws {
        let (stage, ring) = try ring()
        try stage.add(AnimationGroup(animations: [
            BasicAnimation(keyPath: "trackColor", to: .color(Color(red: 0, green: 0, blue: 1))),
            BasicAnimation(keyPath: "center.x", from: .number(10), to: .number(50)),
        ], timing: MediaTiming(duration: 1)), forKey: nil, to: ring)
        try stage.advance(to: 0.5)
        let values = stage.presentationValues(of: ring)
        #expect(try values[stage.keyPath("trackColor", of: ring)] == .color(Color(red: 0.5, green: 0, blue: 0.5)))
        #expect(try values[stage.keyPath("center", of: ring)] == .point(Point(x: 30, y: 20)))
    }

    /// Over 2 s at 25 fps (51 frames), a 1 s animation of progress changes the first 26
    /// frames (0 at 0 s, 0.04 ... 0.96, then the model's 1 at 1 s); the other 25 reuse the
    /// drawing. A bounds change (without animation) and setNeedsDisplay each draw once more.
    @Test func drawRunsOnlyWhenWhatItDrawsFromChanges() throws {
        var seen: [Double] = []
        var playback = try Playback {
            let (stage, ring) = try ring()
            try stage.setValue(.number(1), forKeyPath: "progress", of: ring)
            try stage.add(BasicAnimation(keyPath: "progress", from: .number(0), timing: MediaTiming(duration: 1)),
                          forKey: nil, to: ring)
            stage.setDrawer({ _, properties in
                seen.append(properties[PropertyKeyPath.custom("progress", properties)].number!)
                return Drawing(commands: [.addPath(Path(rect: properties.bounds)), .fillPath(evenOdd: false)])
            }, of: ring)
            stage.at(1.5) { stage in
                try stage.transaction(Transaction(disableActions: true)) {
                    try stage.setValue(.rect(Rect(x: 0, y: 0, width: 5, height: 5)), forKeyPath: "bounds", of: ring)
                }
            }
            stage.at(1.7) { stage in stage.setNeedsDisplay(ring) }
            return stage
        }
        var drawn = 0
        for i in 0...50 {
            let tree = try playback.presentation(at: Double(i) / 25)
            if tree.layer(named: "ring")?.drawing != nil { drawn += 1 }
        }
        #expect(drawn == 51)
        #expect(seen.count == 26 + 2)
        #expect(seen.prefix(26).enumerated().allSatisfy { abs($0.element - Double($0.offset) / 25) < 1e-9 })
    }
}

extension PropertyKeyPath {
    /// The stored custom property `name` of `store`, for reading it in a test.
    static func custom(_ name: String, _ store: PropertyStore) -> PropertyKeyPath {
        PropertyKeyPath(property: store.customProperties.first { $0.name == name }!, component: nil)
    }
}
