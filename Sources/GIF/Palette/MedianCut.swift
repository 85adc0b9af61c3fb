/// Median cut with variance-minimizing cuts: the box holding the largest squared error is
/// split, along its channel of largest variance, at the point that leaves the least error in
/// the two halves (not at the median count). Good seeds for k-means.
enum MedianCut {
    static func split(_ colors: [WeightedColor], into target: Int) -> [UInt32] {
        guard target > 0, !colors.isEmpty else { return [] }
        var items = colors
        var boxes = [Box(items[...], range: 0..<items.count)]
        while boxes.count < target {
            guard let worst = boxes.indices.filter({ boxes[$0].range.count > 1 && boxes[$0].error > 0 })
                .max(by: { boxes[$0].error < boxes[$1].error }) else { break }
            let (left, right) = cut(boxes[worst], &items)
            boxes[worst] = left
            boxes.append(right)
        }
        return boxes.map(\.mean)
    }

    struct Box {
        let range: Range<Int>
        let weight: Double
        let sum: SIMD3<Double>
        let sumSquares: Double

        init(_ items: ArraySlice<WeightedColor>, range: Range<Int>) {
            var weight = 0.0, sum = SIMD3<Double>(), squares = 0.0
            for c in items {
                let w = Double(c.weight), v = SIMD3(Double(c.r), Double(c.g), Double(c.b))
                weight += w
                sum += w * v
                squares += w * (v * v).sum()
            }
            self.range = range
            self.weight = weight
            self.sum = sum
            sumSquares = squares
        }

        /// Weighted squared distance of the box's pixels to its mean.
        var error: Double { sumSquares - (sum * sum).sum() / weight }

        var mean: UInt32 {
            let m = (sum / weight).rounded(.toNearestOrAwayFromZero)
            return UInt32(m.x) << 16 | UInt32(m.y) << 8 | UInt32(m.z)
        }
    }

    private static func cut(_ box: Box, _ items: inout [WeightedColor]) -> (Box, Box) {
        // Variance per channel, weighted. (Indexing, not a slice: a slice kept alive would
        // make the writes below copy the whole array.)
        var squares = SIMD3<Double>()
        for i in box.range {
            let c = items[i]
            let v = SIMD3(Double(c.r), Double(c.g), Double(c.b))
            squares += Double(c.weight) * v * v
        }
        let variance = squares - box.sum * box.sum / box.weight
        let axis = variance.x >= variance.y && variance.x >= variance.z ? 0 : (variance.y >= variance.z ? 1 : 2)
        func key(_ c: WeightedColor) -> Int { axis == 0 ? c.r : axis == 1 ? c.g : c.b }
        // Sort by (axis value, color) through packed integers: far faster than a comparator.
        let original = Array(items[box.range])
        var order = original.enumerated().map { UInt64(key($1)) << 56 | UInt64($1.color) << 32 | UInt64($0) }
        order.sort()
        for (k, packed) in order.enumerated() { items[box.range.lowerBound + k] = original[Int(packed & 0xFFFF_FFFF)] }

        // Scan every cut between different values of the axis; keep the least total error.
        var weight = 0.0, sum = SIMD3<Double>(), sq = 0.0
        var best = Double.infinity, bestCut = box.range.lowerBound + 1
        for i in box.range.dropLast() {
            let c = items[i]
            let w = Double(c.weight), v = SIMD3(Double(c.r), Double(c.g), Double(c.b))
            weight += w
            sum += w * v
            sq += w * (v * v).sum()
            guard key(items[i + 1]) != key(c) else { continue }
            let restWeight = box.weight - weight, restSum = box.sum - sum
            let error = (sq - (sum * sum).sum() / weight)
                + (box.sumSquares - sq - (restSum * restSum).sum() / restWeight)
            if error < best {
                best = error
                bestCut = i + 1
            }
        }
        let left = box.range.lowerBound..<bestCut, right = bestCut..<box.range.upperBound
        return (Box(items[left], range: left), Box(items[right], range: right))
    }
}
