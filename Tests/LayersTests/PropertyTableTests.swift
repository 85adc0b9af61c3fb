import Animation
import Geometry
import Testing
@testable import Layers

/// The property table (LayerProperty.all): each layer class accepts exactly its own
/// properties, with Apple's defaults, and only the ones Core Animation animates animate.
@Suite struct PropertyTableTests {
    static let layerProperties: Set<String> = [
        "bounds", "position", "anchorPoint", "transform", "sublayerTransform", "opacity", "hidden", "backgroundColor", "cornerRadius",
        "masksToBounds", "borderWidth", "borderColor", "name", "contents", "contentsGravity", "beginTime", "speed", "timeOffset",
        "duration", "repeatCount", "repeatDuration", "autoreverses", "fillMode",
        "shadowColor", "shadowOpacity", "shadowOffset", "shadowRadius", "shadowPath",
        "zPosition", "anchorPointZ", "doubleSided",
    ]
    static let own: [LayerKind: Set<String>] = [
        .layer: [],
        .shape: ["path", "fillColor", "fillRule", "strokeColor", "lineWidth", "lineCap", "lineJoin", "miterLimit",
                 "lineDashPattern", "lineDashPhase", "strokeStart", "strokeEnd"],
        .gradient: ["colors", "locations", "startPoint", "endPoint", "type"],
        .replicator: ["instanceCount", "instanceDelay", "instanceTransform", "instanceColor", "instanceRedOffset",
                      "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset", "preservesDepth"],
        .text: ["string", "font", "fontSize", "foregroundColor", "alignmentMode", "isWrapped", "truncationMode"],
    ]

    @Test(arguments: LayerKind.allCases)
    func eachKindAcceptsExactlyItsOwnProperties(_ kind: LayerKind) {
        let expected = Self.layerProperties.union(Self.own[kind]!)
        let everything = Set(LayerProperty.all.map(\.name))
        #expect(everything == Self.own.values.reduce(Self.layerProperties) { $0.union($1) }, "the table holds no others")
        for name in everything {
            let accepted = (try? PropertyKeyPath(name, for: kind)) != nil
            #expect(accepted == expected.contains(name), "\(kind.rawValue) \(accepted ? "accepts" : "refuses") \(name)")
        }
    }

    @Test func namesAreUniqueAndResolveToTheirEntry() throws {
        #expect(Set(LayerProperty.all.map(\.name)).count == LayerProperty.all.count)
        for property in LayerProperty.all {
            let kind = property.owner
            #expect(try PropertyKeyPath(property.name, for: kind) == PropertyKeyPath(property: property, component: nil))
        }
    }

    /// Apple's defaults (CALayer.h, CAShapeLayer.h, CAGradientLayer.h).
    @Test func defaultsAreApples() {
        let store = PropertyStore()
        #expect(store.anchorPoint == Point(x: 0.5, y: 0.5) && store.opacity == 1 && store.transform == .identity)
        #expect(store.backgroundColor == .clear && store.cornerRadius == 0 && !store.masksToBounds && !store.isHidden)
        #expect(store.fillColor == .black && store.strokeColor == .clear && store.lineWidth == 1 && store.miterLimit == 10)
        #expect(store.lineCap == "butt" && store.lineJoin == "miter" && store.fillRule == "nonZero")
        #expect(store.strokeStart == 0 && store.strokeEnd == 1 && store.lineDashPattern.isEmpty)
        #expect(store.startPoint == Point(x: 0.5, y: 0) && store.endPoint == Point(x: 0.5, y: 1) && store.gradientType == "axial")
        #expect(store.contentsGravity == "resize" && store.timing.speed == 1)
        // CAMediaTiming.h: a layer's duration, repeats and fill are 0, 0, 0, NO and removed.
        #expect(store.timing == MediaTiming(speed: 1))
        #expect(store.instanceCount == 1 && store.instanceDelay == 0 && store.instanceTransform == .identity)
        #expect(store.instanceColor(0) == .white && store[.preservesDepth] == .bool(false))
        #expect(store.shadowColor == .black && store.shadowOpacity == 0 && store.shadowRadius == 3)
        #expect(store.shadowOffset == Size(width: 0, height: -3) && store.shadowPath.isEmpty)
        // CATextLayer.h: 36 points, opaque white, natural alignment, not wrapped, not truncated.
        #expect(store.string == "" && store.font.name == "Helvetica" && store.font.face == FontFace(.liberationSans, weight: 400)
                && store.fontSize == 36)
        #expect(store.foregroundColor == .white && store.alignmentMode == "natural" && !store.isWrapped)
        #expect(store.truncationMode == "none")
        #expect(store.zPosition == 0 && store.anchorPointZ == 0 && store.isDoubleSided)
        // CALayer.h: borderWidth "Defaults to zero", borderColor "Defaults to opaque black".
        #expect(store.borderWidth == 0 && store.borderColor == .black)
        for property in LayerProperty.all {
            #expect(throws: Never.self, "\(property.name)'s default passes its own rules") { try property.validate(property.defaultValue) }
        }
    }

    @Test func animatableAsInCoreAnimation() {
        let fixed: Set<String> = ["name", "contents", "contentsGravity", "fillRule", "lineCap", "lineJoin", "type",
                                  "beginTime", "speed", "timeOffset", "duration", "repeatCount", "repeatDuration",
                                  "autoreverses", "fillMode", "preservesDepth", "doubleSided",
                                  "string", "font", "alignmentMode", "isWrapped", "truncationMode"]
        for property in LayerProperty.all {
            #expect(property.isAnimatable == !fixed.contains(property.name), "\(property.name)")
        }
    }

    /// The properties with a "none" take nil, as a value of their own kind.
    @Test func nilMeansNone() {
        let nullable = LayerProperty.all.filter { $0.nilValue != nil }.map(\.name)
        #expect(Set(nullable) == ["backgroundColor", "name", "contents", "path", "fillColor", "strokeColor",
                                  "lineDashPattern", "colors", "locations", "shadowPath", "string"])
        for property in LayerProperty.all {
            if let none = property.nilValue { #expect(none.kind == property.kind, "\(property.name)") }
        }
        #expect(LayerProperty.fillColor.nilValue == .color(.clear) && LayerProperty.path.nilValue == .path(Path()))
    }

    @Test func choicesAndMinimumsAreChecked() {
        #expect(throws: LayerError.self) { try LayerProperty.lineCap.validate(.string("rounded")) }
        #expect(throws: LayerError.self) { try LayerProperty.lineWidth.validate(.number(-1)) }
        #expect(throws: LayerError.self) { try LayerProperty.lineDashPattern.validate(.numbers([2, -1])) }
        #expect(throws: Never.self) { try LayerProperty.lineDashPhase.validate(.number(-3)) }
        #expect(throws: LayerError.self) { try LayerProperty.shadowRadius.validate(.number(-1)) }
        #expect(throws: LayerError.self) { try LayerProperty.borderWidth.validate(.number(-0.5)) }
        #expect(throws: Never.self) { try LayerProperty.shadowOpacity.validate(.number(1.5)) }
        #expect(throws: LayerError.self) { try LayerProperty.fontSize.validate(.number(-1)) }
        // Any font name: one loaderanim does not know draws in the nearest face (TextFontTests).
        #expect(throws: Never.self) { try LayerProperty.font.validate(.string("Comic Sans")) }
        #expect(throws: LayerError.self) { try LayerProperty.alignmentMode.validate(.string("centre")) }
        #expect(throws: LayerError.self) { try LayerProperty.truncationMode.validate(.string("tail")) }
    }
}
