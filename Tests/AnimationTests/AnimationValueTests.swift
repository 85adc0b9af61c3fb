import Geometry
import Testing
@testable import Animation

@Suite struct AnimationValueTests {
    @Test func sameKindsBlend() {
        #expect(AnimationValue.number(2).interpolated(to: .number(4), fraction: 0.25) == .number(2.5))
        #expect(AnimationValue.point(Point(x: 0, y: 10)).interpolated(to: .point(Point(x: 10, y: 0)), fraction: 0.5)
            == .point(Point(x: 5, y: 5)))
        #expect(AnimationValue.rect(Rect(x: 0, y: 0, width: 0, height: 8)).interpolated(
            to: .rect(Rect(x: 0, y: 0, width: 320, height: 8)), fraction: 0.25) == .rect(Rect(x: 0, y: 0, width: 80, height: 8)))
        #expect(AnimationValue.size(Size(width: 2, height: 2)).interpolated(to: .size(Size(width: 4, height: 6)), fraction: 0.5)
            == .size(Size(width: 3, height: 4)))
    }

    @Test func differentKindsJumpHalfway() {
        let a = AnimationValue.number(1), b = AnimationValue.color(.white)
        #expect(a.interpolated(to: b, fraction: 0.49) == a)
        #expect(a.interpolated(to: b, fraction: 0.5) == b)
        #expect(a.adding(b) == nil)
        #expect(a.distance(to: b) == nil)
    }

    @Test func booleansAreDiscrete() {
        #expect(AnimationValue.bool(false).interpolated(to: .bool(true), fraction: 0.4) == .bool(false))
        #expect(AnimationValue.bool(false).interpolated(to: .bool(true), fraction: 0.6) == .bool(true))
        #expect(AnimationValue.bool(true).adding(.bool(true)) == nil)
        #expect(!AnimationValue.Kind.bool.hasArithmetic && !AnimationValue.Kind.path.hasArithmetic)
    }

    @Test func stringsAreDiscrete() {
        #expect(AnimationValue.string("butt").interpolated(to: .string("round"), fraction: 0.49) == .string("butt"))
        #expect(AnimationValue.string("butt").interpolated(to: .string("round"), fraction: 0.5) == .string("round"))
        #expect(AnimationValue.string("a").adding(.string("b")) == nil)
        #expect(!AnimationValue.Kind.string.hasArithmetic)
    }

    /// Gradient locations and dash patterns blend element-wise, like color arrays.
    @Test func numberArrays() {
        let a = AnimationValue.numbers([0, 0.5, 1]), b = AnimationValue.numbers([0.2, 0.7, 1])
        let mid = a.interpolated(to: b, fraction: 0.5).numbers!
        #expect(zip(mid, [0.1, 0.6, 1]).allSatisfy { abs($0 - $1) < 1e-12 })
        #expect(a.adding(b) == .numbers([0.2, 1.2, 2]))
        #expect(a.distance(to: .numbers([0, 0.5, 2])) == 1)
        // Array's own + still concatenates
        let concatenated: [Double] = [1] + [2]
        #expect(concatenated == [1, 2])
    }

    @Test func arithmetic() {
        #expect(AnimationValue.point(Point(x: 1, y: 2)).adding(.point(Point(x: 3, y: 4))) == .point(Point(x: 4, y: 6)))
        #expect(AnimationValue.number(5).subtracting(.number(7)) == .number(-2))
        #expect(AnimationValue.size(Size(width: 1, height: 2)).scaled(by: 3) == .size(Size(width: 3, height: 6)))
        #expect(AnimationValue.point(.zero).distance(to: .point(Point(x: 3, y: 4))) == 5)
        #expect(AnimationValue.path(Path()).scaled(by: 2) == nil)
    }

    @Test func colorArraysBlendElementWise() {
        let a: [Color] = [.black, .white], b: [Color] = [.white, .black]
        #expect(a.interpolated(to: b, fraction: 0.5) == [Color(white: 0.5), Color(white: 0.5)])
        // lengths differ: the common prefix blends, the extra colors switch at the halfway point
        let longer: [Color] = [.white, .white, .black]
        #expect(a.interpolated(to: longer, fraction: 0.25).count == 2)
        #expect(a.interpolated(to: longer, fraction: 0.75) == [Color(white: 0.75), .white, .black])
        // each color differs by 1 in red, green and blue: sqrt(3 + 3)
        #expect(AnimationValue.colors(a).distance(to: .colors(b)) == 6.0.squareRoot())
    }

    @Test func transformsBlendByComponent() {
        let from = LayerTransform(translationX: 0, rotationZ: 0, scaleX: 1, scaleY: 1)
        let to = LayerTransform(translationX: 10, rotationZ: 4 * .pi, scaleX: 3, scaleY: 1)
        let mid = from.interpolated(to: to, fraction: 0.5)
        #expect(mid == LayerTransform(translationX: 5, rotationZ: 2 * .pi, scaleX: 2, scaleY: 1))
    }

    @Test func pathsBlendWhenTheyMatch() {
        let small = Path(ovalIn: Rect(x: 40, y: 40, width: 20, height: 20))
        let large = Path(ovalIn: Rect(x: 0, y: 0, width: 100, height: 100))
        guard case .path(let mid) = AnimationValue.path(small).interpolated(to: .path(large), fraction: 0.5) else {
            Issue.record("not a path")
            return
        }
        let expected = Path(ovalIn: Rect(x: 20, y: 20, width: 60, height: 60))
        #expect(mid.hasSameStructure(as: expected))
        for (a, b) in zip(mid.elements.flatMap(\.points), expected.elements.flatMap(\.points)) {
            #expect(a.distance(to: b) < 1e-12)
        }
        let square = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(AnimationValue.path(small).interpolated(to: .path(square), fraction: 0.3) == .path(small))
        #expect(AnimationValue.path(small).interpolated(to: .path(square), fraction: 0.7) == .path(square))
    }
}
