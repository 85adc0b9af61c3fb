import Testing
import Geometry

@Suite struct PathInterpolationTests {
    let center = Point(x: 50, y: 50)

    func circle(_ r: Double) -> Path {
        Path(ovalIn: Rect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r))
    }

    @Test func ovalsOfDifferentRadii() {
        #expect(near(circle(10).interpolated(to: circle(30), fraction: 0.5), circle(20), 1e-12))
        #expect(near(circle(10).interpolated(to: circle(30), fraction: 0), circle(10), 1e-12))
        #expect(near(circle(10).interpolated(to: circle(30), fraction: 1), circle(30), 1e-12))
        // Overshoot extrapolates.
        #expect(near(circle(10).interpolated(to: circle(30), fraction: 1.5), circle(40), 1e-12))
        #expect(near(circle(10).interpolated(to: circle(30), fraction: -0.25), circle(5), 1e-12))
    }

    @Test func quadsAndLinesInterpolateEveryPoint() {
        var a = Path(), b = Path()
        a.move(to: .zero); a.addQuadCurve(to: Point(x: 10, y: 0), control: Point(x: 5, y: 5)); a.addLine(to: Point(x: 10, y: 10))
        b.move(to: Point(x: 2, y: 2)); b.addQuadCurve(to: Point(x: 20, y: 0), control: Point(x: 5, y: 15)); b.addLine(to: .zero)
        #expect(a.interpolated(to: b, fraction: 0.5).elements == [
            .move(to: Point(x: 1, y: 1)), .quadCurve(to: Point(x: 15, y: 0), control: Point(x: 5, y: 10)),
            .line(to: Point(x: 5, y: 5)),
        ])
    }

    @Test func mismatchedStructuresJumpAtHalf() {
        let square = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
        let oval = circle(10)
        #expect(!square.hasSameStructure(as: oval))
        #expect(square.interpolated(to: oval, fraction: 0.49) == square)
        #expect(square.interpolated(to: oval, fraction: 0.5) == oval)
        #expect(square.interpolated(to: oval, fraction: -1) == square)
        #expect(square.interpolated(to: oval, fraction: 2) == oval)
    }

    @Test func structure() {
        let rect = Rect(x: 0, y: 0, width: 40, height: 20)
        #expect(Path(rect: rect).hasSameStructure(as: Path(rect: Rect(x: 5, y: 5, width: 1, height: 1))))
        #expect(!Path(rect: rect).hasSameStructure(as: Path(roundedRect: rect, cornerRadius: 4)))
        #expect(Path(roundedRect: rect, cornerRadius: 4).hasSameStructure(as: Path(roundedRect: rect, cornerRadius: 9)))
        #expect(!Path.line(from: .zero, to: .zero).hasSameStructure(as: Path(rect: rect)))
        #expect(Path().hasSameStructure(as: Path()))
    }
}
