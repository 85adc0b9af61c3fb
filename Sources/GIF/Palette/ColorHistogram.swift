#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What pass 1 learns about the animation's colors: how many pixels of each color all
/// frames show (the quantizer's weights, worked out from the pixels that change; see
/// `add`), the first frame that changes a pixel to each color (which image first has to
/// store it), and, while the animation has few colors, which colors each frame changes
/// pixels to (what each image will store; see `PaletteOrder`). Merging is sums, minimums
/// and concatenation, so the result does not depend on how frames were split between
/// workers.
struct ColorHistogram: Sendable {
    /// The colors one frame changes pixels to, and how many pixels change.
    struct Changes: Sendable {
        var frame: Int
        var pixels: Int
        var colors: [UInt32]
    }

    /// Past this many colors the per-frame changes are no longer kept.
    static let changesLimit = 256

    /// Pixels of a color, and the first frame that changes a pixel to it.
    struct Usage: Sendable {
        var pixels = 0
        var firstFrame = Int.max
    }

    var counts = ColorMap<Usage>(capacity: 4096, zero: Usage())
    /// Nil once the frames counted show more than `changesLimit` colors.
    var changes: [Changes]? = []
    var transparentPixels = 0

    /// Counts frame `index` of `frameCount`; `previous` is the frame before it, if any.
    ///
    /// Only pixels that differ from the previous frame are read. A color's weight is the
    /// pixels showing it summed over every frame, and a pixel that turns from color a to
    /// color b at frame j shows b in every frame from j until its next change: so frame j
    /// adds `frameCount - j` to b and takes as much from a, and the sums come out exactly
    /// as counting every pixel of every frame would (frames may be counted in any order):
    ///
    ///     frame      0   1   2   3   4          (frameCount 5)
    ///     pixel      a   a   b   b   a
    ///     a:  +5 (frame 0)  -3 (frame 2)  +1 (frame 4)  = 3 frames show a
    ///     b:                +3 (frame 2)  -1 (frame 4)  = 2 frames show b
    mutating func add(_ frame: FlatFrame, index: Int, of frameCount: Int, previous: FlatFrame?) {
        let keepsChanges = changes != nil && counts.count <= Self.changesLimit
        let weight = frameCount - index
        var colors = Set<UInt32>()
        var changed = 0
        frame.pixels.withUnsafeBufferPointer { px in
            (previous?.pixels ?? []).withUnsafeBufferPointer { before in
                let count = px.count
                var i = 0
                while i < count {
                    if !before.isEmpty {
                        i = Self.firstDifference(px, before, from: i)
                        guard i < count else { break }
                    }
                    // A run of changed pixels that turn from one color to one other.
                    let color = px[i]
                    let old = before.isEmpty ? nil : Optional(before[i])
                    var j = i + 1
                    while j < count && px[j] == color && (old == nil || before[j] == old!) { j += 1 }
                    let run = j - i
                    changed += run
                    add(run * weight, to: color)
                    if let old { add(-run * weight, to: old) }
                    if color != FlatFrame.transparent {
                        counts.update(color) { $0.firstFrame = min($0.firstFrame, index) }
                        if keepsChanges { colors.insert(color) }
                    }
                    i = j
                }
            }
        }
        if !keepsChanges {
            changes = nil
        } else if changed > 0 {
            changes!.append(Changes(frame: index, pixels: changed, colors: colors.sorted()))
        }
    }

    @inline(__always)
    private mutating func add(_ pixels: Int, to color: UInt32) {
        if color == FlatFrame.transparent {
            transparentPixels += pixels
        } else {
            counts.update(color) { $0.pixels += pixels }
        }
    }

    /// The first index from `start` where the frames differ (or the end): unchanged
    /// stretches, most of a loader's frame, are skipped 16 pixels at a time.
    @inline(__always)
    private static func firstDifference(_ a: UnsafeBufferPointer<UInt32>, _ b: UnsafeBufferPointer<UInt32>,
                                        from start: Int) -> Int {
        var i = start
        let stride = 16
        while i + stride <= a.count && memcmp(a.baseAddress! + i, b.baseAddress! + i, stride * 4) == 0 { i += stride }
        while i < a.count && a[i] == b[i] { i += 1 }
        return i
    }

    mutating func merge(_ other: ColorHistogram) {
        other.counts.forEach { color, usage in
            counts.update(color) { $0.pixels += usage.pixels; $0.firstFrame = min($0.firstFrame, usage.firstFrame) }
        }
        if let mine = changes, let theirs = other.changes, counts.count <= Self.changesLimit {
            changes = mine + theirs
        } else {
            changes = nil
        }
        transparentPixels += other.transparentPixels
    }

    /// Colors by descending count, ties by ascending value: an order that depends only on
    /// the counts, whatever order frames were merged in.
    func sortedColors() -> [WeightedColor] {
        counts.entries
            .map { WeightedColor(color: $0.key, weight: $0.value.pixels, firstFrame: $0.value.firstFrame) }
            .sorted { $0.weight != $1.weight ? $0.weight > $1.weight : $0.color < $1.color }
    }
}

/// A color of the animation and how many pixels show it.
struct WeightedColor: Hashable, Sendable {
    var color: UInt32
    var weight: Int
    /// The first frame that changes a pixel to this color.
    var firstFrame = 0

    var r: Int { Int(color >> 16) & 255 }
    var g: Int { Int(color >> 8) & 255 }
    var b: Int { Int(color) & 255 }
}
