@testable import GIF
import Testing

/// The nearest-entry search and the k-means assignment that skips it: both must give
/// exactly what comparing every entry gives, ties to the lower index, or the palettes and
/// the bytes would change.
@Suite struct NearestColorTests {
    /// A fixed pseudo-random sequence (a 64-bit LCG), so every run tests the same colors.
    struct Sequence {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33) % bound
        }
        /// Colors on a coarse grid, so that ties between entries are common.
        mutating func color(step: Int) -> UInt32 {
            UInt32(next(256 / step) * step) << 16 | UInt32(next(256 / step) * step) << 8 | UInt32(next(256 / step) * step)
        }
    }

    /// Every entry compared: the nearest (lowest index on a tie) and the next distance.
    static func bruteForce(_ color: UInt32, _ entries: [UInt32]) -> (index: Int, second: Int32) {
        let distances = entries.map { Int32(Quantizer.distance(color, $0)) }
        let best = distances.indices.min { (distances[$0], $0) < (distances[$1], $1) }!
        let second = distances.indices.filter { $0 != best }.map { distances[$0] }.min() ?? Int32.max
        return (best, second)
    }

    @Test(arguments: [1, 2, 17, 256]) func nearestTwoIsTheBruteForce(entries: Int) {
        var random = Sequence(state: UInt64(entries))
        let palette = (0..<entries).map { _ in random.color(step: 16) }
        let nearest = NearestColor(palette)
        for _ in 0..<2000 {
            let color = random.color(step: 4)
            let found = nearest.nearestTwo(color), expected = Self.bruteForce(color, palette)
            #expect(found.index == expected.index && found.second == expected.second, "color \(color)")
            #expect(nearest.nearest(color) == expected.index)
        }
    }

    /// Centroids moved a little, a lot, onto one another and back: each step's assignment
    /// (kept by the bounds for most colors) is the full search's, and so are the sums.
    @Test func boundedAssignmentIsTheFullSearch() throws {
        var random = Sequence(state: 7)
        let colors = (0..<1500).map { _ in WeightedColor(color: random.color(step: 8), weight: 1 + random.next(50)) }
        var centroids = (0..<32).map { _ in random.color(step: 16) }
        let quantizer = Quantizer(count: 32, workers: Workers(threads: 2))
        var (stats, bounds) = try quantizer.assign(colors, to: centroids, from: nil)
        for step in 0..<12 {
            var next = centroids
            for k in next.indices where random.next(3) == 0 {
                let move = step % 4 == 3 ? 64 : 4
                let channel = UInt32(8 * random.next(3)), value = Int(next[k] >> channel & 255)
                let moved = UInt32(min(255, max(0, value + random.next(2 * move + 1) - move)))
                next[k] = next[k] & ~(255 << channel) | moved << channel
            }
            if step == 5 { next[1] = next[0] }
            (stats, bounds) = try quantizer.assign(colors, to: next, from: (centroids, bounds))
            centroids = next
            let full = try quantizer.assign(colors, to: centroids, from: nil)
            #expect(bounds.map(\.nearest) == colors.map { Int32(Self.bruteForce($0.color, centroids).index) }, "step \(step)")
            #expect(stats.weight == full.0.weight && stats.sumR == full.0.sumR && stats.worstColor == full.0.worstColor)
        }
    }
}
