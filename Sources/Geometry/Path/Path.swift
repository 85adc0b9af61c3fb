/// One element of a path, as in CGPath: every element but `move` continues from the
/// current point; `close` draws a line back to the subpath's first point.
public enum PathElement: Hashable, Sendable {
    case move(to: Point)
    case line(to: Point)
    case quadCurve(to: Point, control: Point)
    case curve(to: Point, control1: Point, control2: Point)
    case close

    /// Its points in the order a pen meets them: the control points, then the end.
    public var points: [Point] {
        switch self {
        case .move(let p), .line(let p): [p]
        case .quadCurve(let p, let c): [c, p]
        case .curve(let p, let c1, let c2): [c1, c2, p]
        case .close: []
        }
    }
}

/// A vector path with UIBezierPath's vocabulary. A value type: builders return new paths.
public struct Path: Hashable, Sendable {
    public private(set) var elements: [PathElement]

    public init(_ elements: [PathElement] = []) {
        self.elements = elements
    }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to p: Point) { elements.append(.move(to: p)) }

    /// Like CGPathAddLineToPoint, a line without a current point starts a subpath there.
    public mutating func addLine(to p: Point) {
        elements.append(currentPoint == nil ? .move(to: p) : .line(to: p))
    }

    public mutating func addQuadCurve(to p: Point, control: Point) {
        if currentPoint == nil { elements.append(.move(to: control)) }
        elements.append(.quadCurve(to: p, control: control))
    }

    public mutating func addCurve(to p: Point, control1: Point, control2: Point) {
        if currentPoint == nil { elements.append(.move(to: control1)) }
        elements.append(.curve(to: p, control1: control1, control2: control2))
    }

    public mutating func close() {
        if currentPoint != nil { elements.append(.close) }
    }

    public mutating func append(_ other: Path) { elements += other.elements }

    /// The point the next element would start from, nil for an empty path.
    ///
    /// Read from the end, so that building a path element by element stays linear.
    public var currentPoint: Point? {
        switch elements.last {
        case nil: return nil
        case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
        case .close:
            // A close goes back to its subpath's start: the last move.
            for element in elements.reversed() { if case .move(let p) = element { return p } }
            return nil
        }
    }

    /// The path with every point mapped through `t`.
    public func applying(_ t: AffineTransform) -> Path {
        Path(elements.map { element in
            switch element {
            case .move(let p): .move(to: t.apply(to: p))
            case .line(let p): .line(to: t.apply(to: p))
            case .quadCurve(let p, let c): .quadCurve(to: t.apply(to: p), control: t.apply(to: c))
            case .curve(let p, let c1, let c2):
                .curve(to: t.apply(to: p), control1: t.apply(to: c1), control2: t.apply(to: c2))
            case .close: .close
            }
        })
    }
}
