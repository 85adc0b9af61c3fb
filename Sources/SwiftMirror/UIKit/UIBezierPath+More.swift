@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics
import Geometry
import Layers

/// Which corners UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:) rounds.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0), topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2), bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners = UIRectCorner(rawValue: ~0)
}

extension UIBezierPath {
    /// Only the listed corners rounded, with quarter circles of cornerRadii.width (UIKit
    /// has used the width for both radii since iOS 7), clamped to half the shorter side; the
    /// others square. Starts at the top left corner's end and runs clockwise on screen, as
    /// init(roundedRect:cornerRadius:).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let r = rect.standardized
        let radius = max(0, min(cornerRadii.width, min(r.width, r.height) / 2))
        func corner(_ c: UIRectCorner) -> Double { corners.contains(c) ? Double(radius) : 0 }
        let (tl, tr, br, bl) = (corner(.topLeft), corner(.topRight), corner(.bottomRight), corner(.bottomLeft))
        let (x0, x1, y0, y1) = (Double(r.minX), Double(r.maxX), Double(r.minY), Double(r.maxY))
        let kappa = 0.5522847498307936
        func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
        var path = Path()
        path.move(to: p(x0 + tl, y0))
        path.addLine(to: p(x1 - tr, y0))
        if tr > 0 { path.addCurve(to: p(x1, y0 + tr), control1: p(x1 - tr + tr * kappa, y0), control2: p(x1, y0 + tr - tr * kappa)) }
        path.addLine(to: p(x1, y1 - br))
        if br > 0 { path.addCurve(to: p(x1 - br, y1), control1: p(x1, y1 - br + br * kappa), control2: p(x1 - br + br * kappa, y1)) }
        path.addLine(to: p(x0 + bl, y1))
        if bl > 0 { path.addCurve(to: p(x0, y1 - bl), control1: p(x0 + bl - bl * kappa, y1), control2: p(x0, y1 - bl + bl * kappa)) }
        path.addLine(to: p(x0, y0 + tl))
        if tl > 0 { path.addCurve(to: p(x0 + tl, y0), control1: p(x0, y0 + tl - tl * kappa), control2: p(x0 + tl - tl * kappa, y0)) }
        path.close()
        self.init(enginePath: path)
    }

    /// Whether the fill would cover `point`: each subpath closed, curves followed in 16
    /// steps, counted by usesEvenOddFillRule (even-odd) or else by nonzero winding.
    public func contains(_ point: CGPoint) -> Bool {
        var winding = 0, crossings = 0
        for polygon in polygons() where polygon.count > 1 {
            for (a, b) in zip(polygon, polygon.dropFirst() + [polygon[0]]) {
                let (px, py) = (Double(point.x), Double(point.y))
                guard (a.y <= py) != (b.y <= py) else { continue }
                let x = a.x + (py - a.y) / (b.y - a.y) * (b.x - a.x)
                guard px < x else { continue }
                crossings += 1
                winding += b.y > a.y ? 1 : -1
            }
        }
        return usesEvenOddFillRule ? crossings % 2 == 1 : winding != 0
    }

    /// The subpaths as polygons, curves flattened.
    private func polygons() -> [[Point]] {
        var polygons: [[Point]] = [], current: [Point] = []
        var last = Point(x: 0, y: 0)
        func bezier(_ points: [Point], _ t: Double) -> Point {
            var points = points
            while points.count > 1 {
                points = zip(points, points.dropFirst()).map { Point(x: $0.x + ($1.x - $0.x) * t, y: $0.y + ($1.y - $0.y) * t) }
            }
            return points[0]
        }
        for element in enginePath.elements {
            switch element {
            case .move(let p):
                if !current.isEmpty { polygons.append(current) }
                current = [p]
                last = p
            case .line(let p):
                current.append(p)
                last = p
            case .quadCurve(let p, let c):
                current += (1...16).map { bezier([last, c, p], Double($0) / 16) }
                last = p
            case .curve(let p, let c1, let c2):
                current += (1...16).map { bezier([last, c1, c2, p], Double($0) / 16) }
                last = p
            case .close:
                if let first = current.first {
                    polygons.append(current)
                    current = [first]
                    last = first
                }
            }
        }
        if current.count > 1 { polygons.append(current) }
        return polygons
    }

    /// The same shape drawn the other way: each subpath from its end to its start (a closed
    /// one stays closed), the curves' control points swapped.
    public func reversing() -> UIBezierPath {
        var subpaths: [[PathElement]] = []
        for element in enginePath.elements {
            if case .move = element { subpaths.append([element]) } else if subpaths.isEmpty { subpaths.append([element]) } else {
                subpaths[subpaths.count - 1].append(element)
            }
        }
        var reversed = Path()
        for subpath in subpaths {
            var points: [Point] = [], closed = false
            var steps: [PathElement] = []
            for element in subpath {
                switch element {
                case .move(let p): points.append(p)
                case .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
                    points.append(p)
                    steps.append(element)
                case .close: closed = true
                }
            }
            guard let end = points.last else { continue }
            reversed.move(to: end)
            for (index, step) in steps.enumerated().reversed() {
                let to = points[index]
                switch step {
                case .quadCurve(_, let c): reversed.addQuadCurve(to: to, control: c)
                case .curve(_, let c1, let c2): reversed.addCurve(to: to, control1: c2, control2: c1)
                default: reversed.addLine(to: to)
                }
            }
            if closed { reversed.close() }
        }
        let copy = self.copy() as! UIBezierPath
        copy.enginePath = reversed
        return copy
    }

    /// The dash pattern stroke() draws with (`count` lengths from `pattern`; none for 0).
    public func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashPattern = pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(0, count))) } ?? []
        dashPhase = phase
    }
    /// Copies the pattern into `pattern` (which must hold `count` of them) and says how many
    /// lengths and what phase.
    public func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
                          phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern { for (index, length) in dashPattern.enumerated() { pattern[index] = length } }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    /// fill() and stroke() in the current context with a blend mode and alpha for this one painting.
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        fill()
        context.restoreGState()
    }
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        stroke()
        context.restoreGState()
    }
}
