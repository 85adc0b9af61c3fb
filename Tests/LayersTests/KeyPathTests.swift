import Animation
import Geometry
import Testing
@testable import Layers

@Suite struct KeyPathTests {
    @Test func resolvesPropertiesAndComponents() throws {
        let rotation = try PropertyKeyPath("transform.rotation.z", for: .layer)
        #expect(rotation.property == .transform && rotation.component == .rotationZ && rotation.kind == .number)
        #expect(try PropertyKeyPath("transform.translation", for: .layer).kind == .size)
        #expect(try PropertyKeyPath("bounds.size.width", for: .layer).kind == .number)
        #expect(try PropertyKeyPath("bounds.origin", for: .layer).kind == .point)
        #expect(try PropertyKeyPath("position.x", for: .layer).kind == .number)
        #expect(try PropertyKeyPath("strokeEnd", for: .shape).kind == .number)
        #expect(try PropertyKeyPath("colors", for: .gradient).kind == .colors)
        #expect(try PropertyKeyPath("opacity", for: .gradient).property == .opacity)  // every layer has CALayer's
    }

    @Test func suggestsTheNearestKeyPath() {
        #expect(throws: LayerError.unknownKeyPath("strokEnd", suggestion: "strokeEnd")) {
            try PropertyKeyPath("strokEnd", for: .shape)
        }
        #expect(LayerError.unknownKeyPath("strokEnd", suggestion: "strokeEnd").description
            == "unknown key path \"strokEnd\": did you mean strokeEnd?")
        #expect(throws: LayerError.unknownKeyPath("transform.rotation.zz", suggestion: "transform.rotation.z")) {
            try PropertyKeyPath("transform.rotation.zz", for: .layer)
        }
        #expect(throws: LayerError.unknownKeyPath("backgroundcolour", suggestion: "backgroundColor")) {
            try PropertyKeyPath("backgroundcolour", for: .layer)
        }
        #expect(throws: LayerError.unknownKeyPath("wobble", suggestion: nil)) {
            try PropertyKeyPath("wobble", for: .layer)
        }
    }

    @Test func namesTheLayerClassThatHasTheProperty() {
        #expect(throws: LayerError.wrongLayerKind(keyPath: "strokeEnd", owner: .shape, layer: .layer)) {
            try PropertyKeyPath("strokeEnd", for: .layer)
        }
        #expect(LayerError.wrongLayerKind(keyPath: "strokeEnd", owner: .shape, layer: .layer).description
            == "strokeEnd is a property of ShapeLayer, and this layer is a Layer")
    }

    /// The 3D components read back what was set, each alone (a turn and a half stays one).
    @Test func threeDimensionalKeyPathsReadAndWriteTheirComponent() throws {
        var store = PropertyStore()
        store[try PropertyKeyPath("transform.rotation.x", for: .layer)] = .number(3 * .pi)
        store[try PropertyKeyPath("transform.rotation.y", for: .layer)] = .number(-0.5)
        store[try PropertyKeyPath("transform.translation.z", for: .layer)] = .number(40)
        store[try PropertyKeyPath("sublayerTransform.rotation.y", for: .layer)] = .number(0.25)
        #expect(store.transform == LayerTransform(translationZ: 40, rotationX: 3 * .pi, rotationY: -0.5))
        #expect(store[try PropertyKeyPath("transform.rotation.x", for: .layer)] == .number(3 * .pi))
        #expect(store.sublayerTransform.rotationY == 0.25)
        #expect(try PropertyKeyPath("zPosition", for: .shape).kind == .number)
        #expect(try PropertyKeyPath("doubleSided", for: .text).kind == .bool)
    }

    @Test func componentsReadAndWriteInsideTheirValue() throws {
        var store = PropertyStore()
        store[try PropertyKeyPath("transform.rotation.z", for: .layer)] = .number(690 * .pi / 180)
        store[try PropertyKeyPath("transform.translation.x", for: .layer)] = .number(5)
        store[try PropertyKeyPath("transform.scale", for: .layer)] = .number(2)
        // transform.scale sets x, y and z, as Core Animation's KVC does.
        #expect(store.transform == LayerTransform(translationX: 5, rotationZ: 690 * .pi / 180, scaleX: 2, scaleY: 2, scaleZ: 2))
        #expect(store[try PropertyKeyPath("transform.rotation", for: .layer)] == .number(690 * .pi / 180))
        store[try PropertyKeyPath("transform.scale.y", for: .layer)] = .number(4)
        #expect(store[try PropertyKeyPath("transform.scale", for: .layer)] == .number(3))  // the mean of x and y
        store[try PropertyKeyPath("transform.translation", for: .layer)] = .size(Size(width: 1, height: 2))
        #expect(store.transform.translationY == 2)
        store[try PropertyKeyPath("bounds.size.width", for: .layer)] = .number(40)
        store[try PropertyKeyPath("bounds.origin.y", for: .layer)] = .number(-3)
        #expect(store.bounds == Rect(x: 0, y: -3, width: 40, height: 0))
        store[try PropertyKeyPath("position.y", for: .layer)] = .number(9)
        #expect(store.position == Point(x: 0, y: 9))
    }

    /// Defaults as Apple's.
    @Test func defaults() {
        let store = PropertyStore()
        #expect(store.anchorPoint == Point(x: 0.5, y: 0.5))
        #expect(store.opacity == 1 && !store.isHidden && store.transform.isIdentity)
        #expect(store.fillColor == .black && store.strokeColor == .clear && store.lineWidth == 1)
        #expect(store.lineCap == "butt" && store.lineJoin == "miter" && store.miterLimit == 10 && store.fillRule == "nonZero")
        #expect(store.strokeStart == 0 && store.strokeEnd == 1)
        #expect(store.startPoint == Point(x: 0.5, y: 0) && store.endPoint == Point(x: 0.5, y: 1) && store.gradientType == "axial")
        #expect(store.contentsGravity == "resize" && store.backgroundColor == .clear)
        #expect(store.timing == MediaTiming())
    }

    @Test func valuesAreChecked() throws {
        let stage = Stage(width: 10, height: 10)
        let shape = stage.makeLayer(.shape)
        #expect(throws: LayerError.wrongValueKind(keyPath: "strokeEnd", expected: .number, got: .color)) {
            try stage.setValue(.color(.white), forKeyPath: "strokeEnd", of: shape)
        }
        #expect(throws: LayerError.invalidValue(keyPath: "lineCap", reason: "\"rounded\" is not one of butt, round, square: did you mean round?")) {
            try stage.setValue(.string("rounded"), forKeyPath: "lineCap", of: shape)
        }
        #expect(throws: LayerError.invalidValue(keyPath: "lineWidth", reason: "nan has a number that is not finite")) {
            try stage.setValue(.number(.nan), forKeyPath: "lineWidth", of: shape)
        }
        #expect(throws: LayerError.invalidValue(keyPath: "position.x", reason: "inf has a number that is not finite")) {
            try stage.setValue(.number(.infinity), forKeyPath: "position.x", of: shape)
        }
        #expect(throws: LayerError.invalidValue(keyPath: "lineDashPattern", reason: "dash lengths cannot be negative")) {
            try stage.setValue(.numbers([4, -1]), forKeyPath: "lineDashPattern", of: shape)
        }
        #expect(throws: LayerError.wrongValueKind(keyPath: "frame", expected: .rect, got: .number)) {
            try stage.setValue(.number(1), forKeyPath: "frame", of: shape)
        }
        // nothing half-set
        #expect(try stage.value(forKeyPath: "lineWidth", of: shape) == .number(1))
    }

    @Test func frameIsDerived() throws {
        let stage = Stage(width: 100, height: 100)
        let layer = stage.makeLayer(.layer)
        try stage.setValue(.rect(Rect(x: 10, y: 20, width: 30, height: 40)), forKeyPath: "frame", of: layer)
        #expect(try stage.value(forKeyPath: "bounds", of: layer) == .rect(Rect(x: 0, y: 0, width: 30, height: 40)))
        #expect(try stage.value(forKeyPath: "position", of: layer) == .point(Point(x: 25, y: 40)))
        #expect(try stage.value(forKeyPath: "frame", of: layer) == .rect(Rect(x: 10, y: 20, width: 30, height: 40)))
        // a quarter turn about the anchor swaps the frame's width and height
        try stage.setValue(.number(.pi / 2), forKeyPath: "transform.rotation.z", of: layer)
        let frame = try stage.value(forKeyPath: "frame", of: layer).rect!
        #expect(abs(frame.minX - 5) < 1e-9 && abs(frame.minY - 25) < 1e-9 && abs(frame.width - 40) < 1e-9 && abs(frame.height - 30) < 1e-9)
    }

    @Test func animationsAreCheckedAgainstTheTable() {
        let stage = Stage(width: 10, height: 10)
        let layer = stage.makeLayer(.layer)
        #expect(throws: LayerError.wrongLayerKind(keyPath: "strokeEnd", owner: .shape, layer: .layer)) {
            try stage.add(BasicAnimation(keyPath: "strokeEnd", to: .number(1)), forKey: nil, to: layer)
        }
        #expect(throws: LayerError.notAnimatable(keyPath: "name")) {
            try stage.add(BasicAnimation(keyPath: "name", to: .string("x")), forKey: nil, to: layer)
        }
        #expect(throws: LayerError.wrongValueKind(keyPath: "transform.rotation.z", expected: .number, got: .transform)) {
            try stage.add(BasicAnimation(keyPath: "transform.rotation.z", to: .transform(.identity)), forKey: nil, to: layer)
        }
        let group = AnimationGroup(animations: [BasicAnimation(keyPath: "opacty", to: .number(0))])
        #expect(throws: LayerError.unknownKeyPath("opacty", suggestion: "opacity")) {
            try stage.add(group, forKey: nil, to: layer)
        }
        #expect(throws: LayerError.invalidAnimation(.invalidTiming("duration is -1.0; it must be a finite number >= 0 (0 means 0.25 s)"))) {
            try stage.add(BasicAnimation(keyPath: "opacity", to: .number(0), timing: MediaTiming(duration: -1)), forKey: nil, to: layer)
        }
        #expect(stage.animationKeys(of: layer).isEmpty)
    }
}
