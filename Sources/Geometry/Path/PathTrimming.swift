extension Path {
    /// The part of the path between fractions `start` and `end` of its total length: what a
    /// shape layer strokes for strokeStart/strokeEnd.
    ///
    /// - Both fractions are clamped to [0, 1] (NaN counts as 0); start >= end, or a path of
    ///   zero length, gives an empty path.
    /// - Curves stay curves: each cut segment is split with de Casteljau at the parameter
    ///   where the arc length reaches the cut, so the stroke looks the same as the original.
    /// - The result has one subpath per subpath of the original it touches, each starting
    ///   with a move, so a range spanning two subpaths does not draw a line between them.
    /// - A subpath kept whole keeps its elements, `close` included (so line joins and the
    ///   closing corner render as in the full path). In a subpath kept only in part, the
    ///   closing edge becomes an ordinary line, and zero-length segments (and slivers under
    ///   1e-12 of the total length) are dropped.
    public func trimmed(from start: Double, to end: Double) -> Path {
        func clamp(_ x: Double) -> Double { x.isNaN ? 0 : min(max(x, 0), 1) }
        let (f0, f1) = (clamp(start), clamp(end))
        guard f0 < f1 else { return Path() }
        let segments = self.segments
        // Offsets are summed in order, so the last one equals `total` exactly and a full
        // range keeps the last subpath whole.
        var offsets: [Double] = []
        var total = 0.0
        for segment in segments {
            offsets.append(total)
            total += segment.length
        }
        guard total > 0, total.isFinite else { return Path() }
        let (from, to) = (f0 * total, f1 * total)
        // Cuts this close to a segment boundary snap to it, so rounding in the offsets
        // cannot leave a sliver of the neighbouring segment or split a whole subpath.
        let snap = 1e-12 * total

        var result: [PathElement] = []
        var i = 0
        while i < segments.count {
            // One subpath: segments[i..<j], covering lengths [a, b].
            let subpath = segments[i].subpathIndex
            var j = i
            while j < segments.count && segments[j].subpathIndex == subpath { j += 1 }
            let a = offsets[i]
            let b = j < segments.count ? offsets[j] : total
            defer { i = j }
            if b < from || a > to { continue }

            if from <= a + snap && b - snap <= to {
                result.append(.move(to: segments[i].start))
                for segment in segments[i..<j] {
                    result.append(segment.isClose ? .close : segment.element)
                }
                continue
            }
            var moved = false
            for k in i..<j {
                let segment = segments[k]
                let (sa, sb) = (offsets[k], offsets[k] + segment.length)
                let lo = max(sa, from), hi = min(sb, to)
                guard hi - lo > snap else { continue }
                let t0 = lo - sa <= snap ? 0 : segment.parameter(atLength: lo - sa)
                let t1 = sb - hi <= snap ? 1 : segment.parameter(atLength: hi - sa)
                let piece = segment.subsegment(from: t0, to: t1)
                if !moved {
                    result.append(.move(to: piece.start))
                    moved = true
                }
                result.append(piece.element)
            }
        }
        return Path(result)
    }
}
