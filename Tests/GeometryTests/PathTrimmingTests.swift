import Foundation
import Testing
import Geometry

private func endPoints(_ path: Path) -> (first: Point?, last: Point?) {
    var first: Point?
    if case .move(let p)? = path.elements.first { first = p }
    return (first, path.currentPoint)
}

@Suite struct PathTrimmingTests {
    let circle = Path(ovalIn: Rect(x: 30, y: 30, width: 40, height: 40))

    @Test func circleQuarter() {
        let piece = circle.trimmed(from: 0.25, to: 0.5)
        let (first, last) = endPoints(piece)
        #expect(near(first!, Point(x: 50, y: 70), 1e-9))
        #expect(near(last!, Point(x: 30, y: 50), 1e-9))
        // The cut falls on a joint: exactly one curve, no sliver of its neighbours.
        #expect(piece.elements.count == 2)
        // 10π for a true quarter circle; the Bezier quarter is 0.0044 longer (see
        // bezierCircleLengthExcess), and exactly a quarter of our own circle's length.
        #expect(abs(piece.length - 10 * .pi) < 0.01)
        #expect(abs(piece.length - circle.length / 4) < 1e-9)
        #expect(abs(piece.length - flattenedLength(piece)) < 1e-3)
    }

    @Test func curvesStayCurves() {
        let piece = circle.trimmed(from: 0.1, to: 0.3)
        #expect(piece.elements.count == 3)  // move + the two cut quarters
        #expect(piece.elements.dropFirst().allSatisfy {
            if case .curve = $0 { return true } else { return false }
        })
        #expect(abs(piece.length - 0.2 * circle.length) < 1e-9)
        for controls in controlPolygons(piece) {
            for i in 0...10 {
                let p = bezierPoint(controls, Double(i) / 10)
                #expect(abs(p.distance(to: Point(x: 50, y: 50)) - 20) < 20 * 3e-4)
            }
        }
        #expect(near(endPoints(piece).first!, circle.point(atFraction: 0.1)!.point, 1e-9))
        #expect(near(endPoints(piece).last!, circle.point(atFraction: 0.3)!.point, 1e-9))
    }

    @Test func emptyResults() {
        #expect(circle.trimmed(from: 0.5, to: 0.5).isEmpty)
        #expect(circle.trimmed(from: 0.7, to: 0.2).isEmpty)
        #expect(circle.trimmed(from: 2, to: 3).isEmpty)  // both clamp to 1
        #expect(Path().trimmed(from: 0, to: 1).isEmpty)
        var dot = Path()
        dot.move(to: .zero)
        dot.addLine(to: .zero)
        #expect(dot.trimmed(from: 0, to: 1).isEmpty)
    }

    @Test func wholeClosedSubpathKeepsItsClose() {
        #expect(circle.trimmed(from: 0, to: 1) == circle)
        #expect(circle.trimmed(from: -1, to: 5) == circle)
        let square = Path(rect: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(square.trimmed(from: 0, to: 1) == square)
    }

    @Test func trimmedCloseBecomesALine() {
        let square = Path(rect: Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(square.trimmed(from: 0.5, to: 1).elements == [
            .move(to: Point(x: 100, y: 100)), .line(to: Point(x: 0, y: 100)), .line(to: .zero),
        ])
        let middle = square.trimmed(from: 0.1, to: 0.9)
        #expect(near(middle, Path([
            .move(to: Point(x: 40, y: 0)), .line(to: Point(x: 100, y: 0)), .line(to: Point(x: 100, y: 100)),
            .line(to: Point(x: 0, y: 100)), .line(to: Point(x: 0, y: 40)),
        ])))
    }

    @Test func trimmedLine() {
        let line = Path.line(from: Point(x: 0, y: 10), to: Point(x: 100, y: 10))
        #expect(near(line.trimmed(from: 0.2, to: 0.7),
                     Path([.move(to: Point(x: 20, y: 10)), .line(to: Point(x: 70, y: 10))]), 1e-12))
    }

    @Test func multipleSubpaths() {
        var path = Path.line(from: .zero, to: Point(x: 100, y: 0))
        path.append(.line(from: Point(x: 0, y: 50), to: Point(x: 100, y: 50)))
        #expect(near(path.trimmed(from: 0.25, to: 0.75), Path([
            .move(to: Point(x: 50, y: 0)), .line(to: Point(x: 100, y: 0)),
            .move(to: Point(x: 0, y: 50)), .line(to: Point(x: 50, y: 50)),
        ]), 1e-12))
        // A cut on the boundary between subpaths keeps only one of them.
        #expect(path.trimmed(from: 0.5, to: 1).elements == [
            .move(to: Point(x: 0, y: 50)), .line(to: Point(x: 100, y: 50)),
        ])

        // A closed square followed by a line: the square kept whole keeps its close.
        var mixed = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
        mixed.append(.line(from: Point(x: 20, y: 0), to: Point(x: 60, y: 0)))
        let piece = mixed.trimmed(from: 0, to: 0.75)
        #expect(piece.elements == [
            .move(to: .zero), .line(to: Point(x: 10, y: 0)), .line(to: Point(x: 10, y: 10)),
            .line(to: Point(x: 0, y: 10)), .close,
            .move(to: Point(x: 20, y: 0)), .line(to: Point(x: 40, y: 0)),
        ])
    }

    @Test func drawingAfterCloseStartsANewSubpath() {
        var path = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
        path.addLine(to: Point(x: 0, y: -40))  // from the closed square's start
        let piece = path.trimmed(from: 0.25, to: 1)
        #expect(piece.elements == [
            .move(to: Point(x: 10, y: 10)), .line(to: Point(x: 0, y: 10)), .line(to: .zero),
            .move(to: .zero), .line(to: Point(x: 0, y: -40)),
        ])
    }
}
