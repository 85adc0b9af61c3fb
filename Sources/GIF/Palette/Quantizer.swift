/// Chooses `count` palette colors for an animation that has more, minimizing the squared
/// RGB error summed over every pixel of every frame (what PSNR measures):
///
/// 1. Flat colors are pinned: the background and every paint color that stands out of its
///    own anti-aliasing ramp keep their exact value (see `flatColors`).
/// 2. A variance-splitting median cut seeds the other entries from the remaining colors.
/// 3. Weighted k-means (Lloyd) iterations move the free entries to the mean of the pixels
///    they win; pinned entries stay put but still win their pixels.
/// 4. A free entry whose cluster is mostly one color snaps to that color, so a small flat
///    dot stays exact too.
///
/// Sums are integers, so the result is the same for any thread count.
struct Quantizer {
    let count: Int
    let workers: Workers

    /// Above this many colors, the quantizer works on cells of nearby colors (see `merged`).
    static let workingLimit = 65_536

    func palette(for colors: [WeightedColor]) throws -> [UInt32] {
        guard colors.count > count else { return colors.map(\.color) }
        let total = colors.reduce(0) { $0 + $1.weight }
        let pins = Self.flatColors(colors, total: total, paletteSize: count)
        let pinned = Set(pins.map(\.color))
        var free = colors.filter { !pinned.contains($0.color) }
        if free.count > Self.workingLimit { free = Self.merged(free) }
        let seeds = MedianCut.split(free, into: count - pins.count)
        return try refine(pins + free, centroids: pins.map(\.color) + seeds, fixed: pins.count, iterations: 12)
    }

    /// Photographic content can hold millions of colors. Colors that share a cell of the RGB
    /// cube (6 bits a channel, or 5 if that is still too many) merge into their weighted mean,
    /// which costs the palette nothing visible and bounds the k-means work. Pinned colors
    /// are kept out of it, so they stay exact.
    static func merged(_ colors: [WeightedColor]) -> [WeightedColor] {
        var result = colors
        for shift: UInt32 in [2, 3] where result.count > workingLimit {
            var cells = ColorMap<SIMD4<Int>>(capacity: 1 << 16, zero: SIMD4<Int>())
            for c in colors {
                let r = (c.color >> 16 & 255) >> shift, g = (c.color >> 8 & 255) >> shift, b = (c.color & 255) >> shift
                let key = r << 16 | g << 8 | b
                let w = c.weight
                cells.update(key) { $0 &+= SIMD4(c.r * w, c.g * w, c.b * w, w) }
            }
            result = cells.entries.map { _, sum in
                let w = sum.w, half = w / 2
                let color = UInt32((sum.x + half) / w) << 16 | UInt32((sum.y + half) / w) << 8 | UInt32((sum.z + half) / w)
                return WeightedColor(color: color, weight: w)
            }
            .sorted { $0.weight != $1.weight ? $0.weight > $1.weight : $0.color < $1.color }
        }
        // Two cells can round to the same mean: keep one entry per color.
        var seen = Set<UInt32>()
        return result.filter { seen.insert($0.color).inserted }
    }

    /// Colors that a scene paints flat: the most frequent color when it covers more than an
    /// average palette entry would (the background), and every color that outweighs all
    /// lighter colors within 16 RGB levels of it put together. Anti-aliased edges blend a
    /// paint color into its surroundings one pixel at a time, so the paint color is a peak
    /// over its ramp; a gradient's colors have neighbors as heavy as themselves and are not.
    /// At most half the palette is pinned, heaviest first.
    static func flatColors(_ colors: [WeightedColor], total: Int, paletteSize: Int) -> [WeightedColor] {
        guard let top = colors.first else { return [] }
        let limit = (paletteSize + 1) / 2
        var pins: [WeightedColor] = []
        if top.weight * paletteSize >= total { pins.append(top) }
        let minimum = max(2, total / (paletteSize * 8))
        let byRed = colors.sorted { $0.r != $1.r ? $0.r < $1.r : $0.color < $1.color }
        let reds = byRed.map(\.r)
        let radius = 16
        for candidate in colors.prefix(while: { $0.weight >= minimum }) where pins.count < limit {
            if candidate.color == pins.first?.color { continue }
            var lo = 0, hi = reds.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if reds[mid] < candidate.r - radius { lo = mid + 1 } else { hi = mid }
            }
            var neighbors = 0
            var i = lo
            while i < byRed.count && byRed[i].r <= candidate.r + radius && neighbors < candidate.weight {
                let other = byRed[i]
                i += 1
                guard other.weight <= candidate.weight, other.color != candidate.color else { continue }
                let dr = other.r - candidate.r, dg = other.g - candidate.g, db = other.b - candidate.b
                if dr * dr + dg * dg + db * db <= radius * radius { neighbors += other.weight }
            }
            if neighbors < candidate.weight { pins.append(candidate) }
        }
        return pins
    }

    /// Lloyd iterations; the first `fixed` centroids never move.
    private func refine(_ colors: [WeightedColor], centroids start: [UInt32], fixed: Int,
                        iterations: Int) throws -> [UInt32] {
        var centroids = start
        var (stats, bounds) = try assign(colors, to: centroids, from: nil)
        for _ in 0..<iterations {
            var next = centroids
            var reseeded = false
            for k in fixed..<centroids.count {
                if stats.weight[k] > 0 {
                    next[k] = stats.mean(k)
                } else if !reseeded, let worst = stats.worstColor, !next.contains(worst) {
                    // An entry nobody uses moves to the color that is served worst.
                    next[k] = worst
                    reseeded = true
                }
            }
            if next == centroids { break }
            (stats, bounds) = try assign(colors, to: next, from: (centroids, bounds))
            centroids = next
        }
        // Snap entries that are mostly one color onto it (a flat dot, a thin flat line).
        for k in fixed..<centroids.count where stats.weight[k] > 0 && stats.heaviestWeight[k] * 2 >= stats.weight[k] {
            centroids[k] = stats.heaviestColor[k]
        }
        // Pinned first, then by how many pixels each entry serves; drop duplicates.
        let order = (0..<centroids.count).sorted { a, b in
            if (a < fixed) != (b < fixed) { return a < fixed }
            if a < fixed { return a < b }
            return stats.weight[a] != stats.weight[b] ? stats.weight[a] > stats.weight[b] : centroids[a] < centroids[b]
        }
        var seen = Set<UInt32>()
        return order.map { centroids[$0] }.filter { seen.insert($0).inserted }
    }

    /// Which centroid serves each color, summed per centroid, with each color's bound for
    /// the next step. From the second step on, most colors keep their centroid without a
    /// search (Hamerly's bounds, "Making k-means even faster", 2010):
    ///
    ///     lower  ≤ the distance to every other centroid, less the most any of them moved
    ///     gap    = half the distance from the color's centroid to the nearest other one
    ///     distance to its own centroid < max(lower, gap)  ⇒  it is still strictly nearest
    ///
    /// Only a strict win skips the search (by more than the rounding of the square roots),
    /// so a tie is searched and goes to the lower index as before: the same assignment as a
    /// search for every color.
    func assign(_ colors: [WeightedColor], to centroids: [UInt32],
                from previous: (centroids: [UInt32], bounds: [Bound])?) throws -> (ClusterStats, [Bound]) {
        let nearest = NearestColor(centroids)
        let k = centroids.count
        let moves = previous.map { p in (0..<k).map { Double(Self.distance(p.centroids[$0], centroids[$0])).squareRoot() } } ?? []
        let farthest = moves.indices.max { moves[$0] < moves[$1] }
        let secondMove = moves.indices.filter { $0 != farthest }.map { moves[$0] }.max() ?? 0
        // A centroid is its own nearest, so the second distance is to the nearest other one
        // (0 for a duplicate; none when it is alone). A search, not all k² pairs: this runs
        // while the workers wait.
        let gaps: [Double] = previous == nil ? [] : centroids.map { centroid in
            let second = nearest.nearestTwo(centroid).second
            return second == .max ? 0 : 0.5 * Double(second).squareRoot()
        }
        let parts = try workers.mapChunks(colors.count) { range in
            var stats = ClusterStats(count: k)
            var bounds: [Bound] = []
            bounds.reserveCapacity(range.count)
            for i in range {
                let c = colors[i]
                if let previous {
                    let j = Int(previous.bounds[i].nearest)
                    let d = Self.distance(c.color, centroids[j])
                    let lower = previous.bounds[i].lower - (j == farthest ? secondMove : moves[farthest!])
                    if Double(d).squareRoot() < max(lower, gaps[j]) - 1e-6 {
                        stats.add(c, to: j, error: d * c.weight)
                        bounds.append(Bound(nearest: Int32(j), lower: lower))
                        continue
                    }
                }
                let (j, second) = nearest.nearestTwo(c.color)
                stats.add(c, to: j, error: Self.distance(c.color, centroids[j]) * c.weight)
                bounds.append(Bound(nearest: Int32(j), lower: Double(second).squareRoot()))
            }
            return (stats, bounds)
        }
        var stats = ClusterStats(count: k)
        for part in parts { stats.merge(part.0) }
        return (stats, parts.flatMap(\.1))
    }

    /// A color's centroid and a lower bound on its distance to every other centroid.
    struct Bound: Sendable {
        var nearest: Int32
        var lower: Double
    }

    static func distance(_ a: UInt32, _ b: UInt32) -> Int {
        let dr = Int(a >> 16 & 255) - Int(b >> 16 & 255)
        let dg = Int(a >> 8 & 255) - Int(b >> 8 & 255)
        let db = Int(a & 255) - Int(b & 255)
        return dr * dr + dg * dg + db * db
    }
}

/// Per-centroid sums of one assignment step. Merging is commutative (integer sums; ties
/// broken by color value), so chunk order does not matter.
struct ClusterStats: Sendable {
    var weight, sumR, sumG, sumB, heaviestWeight: [Int]
    var heaviestColor: [UInt32]
    var worstError = -1
    var worstColor: UInt32?

    init(count: Int) {
        weight = Array(repeating: 0, count: count)
        sumR = weight; sumG = weight; sumB = weight; heaviestWeight = weight
        heaviestColor = Array(repeating: 0, count: count)
    }

    mutating func add(_ c: WeightedColor, to k: Int, error: Int) {
        weight[k] += c.weight
        sumR[k] += c.r * c.weight
        sumG[k] += c.g * c.weight
        sumB[k] += c.b * c.weight
        noteHeaviest(k, c.weight, c.color)
        noteWorst(error, c.color)
    }

    mutating func merge(_ o: ClusterStats) {
        for k in weight.indices {
            weight[k] += o.weight[k]
            sumR[k] += o.sumR[k]; sumG[k] += o.sumG[k]; sumB[k] += o.sumB[k]
            if o.heaviestWeight[k] > 0 { noteHeaviest(k, o.heaviestWeight[k], o.heaviestColor[k]) }
        }
        if let color = o.worstColor { noteWorst(o.worstError, color) }
    }

    private mutating func noteHeaviest(_ k: Int, _ w: Int, _ color: UInt32) {
        if w > heaviestWeight[k] || (w == heaviestWeight[k] && color < heaviestColor[k]) {
            heaviestWeight[k] = w
            heaviestColor[k] = color
        }
    }

    private mutating func noteWorst(_ error: Int, _ color: UInt32) {
        if error > worstError || (error == worstError && color < worstColor!) {
            worstError = error
            worstColor = color
        }
    }

    /// The rounded weighted mean of cluster k.
    func mean(_ k: Int) -> UInt32 {
        let w = weight[k], half = w / 2
        let r = (sumR[k] + half) / w, g = (sumG[k] + half) / w, b = (sumB[k] + half) / w
        return UInt32(r << 16 | g << 8 | b)
    }
}
