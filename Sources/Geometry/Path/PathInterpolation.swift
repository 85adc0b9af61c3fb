extension Path {
    /// Whether two paths can be blended point by point: the same number of elements and
    /// the same kind of element at each index. Core Animation morphs a shape layer's path
    /// only in that case.
    public func hasSameStructure(as other: Path) -> Bool {
        guard elements.count == other.elements.count else { return false }
        for (a, b) in zip(elements, other.elements) {
            switch (a, b) {
            case (.move, .move), (.line, .line), (.quadCurve, .quadCurve), (.curve, .curve), (.close, .close):
                continue
            default:
                return false
            }
        }
        return true
    }

    /// The path `fraction` of the way to `other`, as a `path` animation shows it.
    ///
    /// With the same structure every point (controls included) is interpolated linearly,
    /// and a fraction outside [0, 1] extrapolates, which spring and overshooting timing
    /// functions need. Otherwise there is nothing to blend, and Core Animation jumps: `self`
    /// below 0.5, `other` from 0.5 on.
    public func interpolated(to other: Path, fraction: Double) -> Path {
        guard hasSameStructure(as: other) else {
            return fraction < 0.5 ? self : other
        }
        func mix(_ p: Point, _ q: Point) -> Point { p.lerp(to: q, fraction) }
        return Path(zip(elements, other.elements).map { pair -> PathElement in
            switch pair {
            case (.move(let p), .move(let q)):
                .move(to: mix(p, q))
            case (.line(let p), .line(let q)):
                .line(to: mix(p, q))
            case (.quadCurve(let p, let c), .quadCurve(let q, let d)):
                .quadCurve(to: mix(p, q), control: mix(c, d))
            case (.curve(let p, let c1, let c2), .curve(let q, let d1, let d2)):
                .curve(to: mix(p, q), control1: mix(c1, d1), control2: mix(c2, d2))
            default:
                .close
            }
        })
    }
}
