/// What pass 1 learns about the animation's colors: how many pixels of each color all
/// frames show (the quantizer's weights), the first frame that changes a pixel to each
/// color (which image first has to store it), and, while the animation has few colors,
/// which colors each frame changes pixels to (what each image will store; see
/// `PaletteOrder`). Merging is sums, minimums and concatenation, so the result does not
/// depend on how frames were split between workers.
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

    /// Counts frame `index`; `previous` is the frame before it, if any.
    mutating func add(_ frame: FlatFrame, index: Int, previous: FlatFrame?) {
        countPixels(frame)
        noteChanges(frame, index: index, previous: previous)
    }

    /// Counts runs rather than pixels: flat Core Animation art is mostly long runs.
    private mutating func countPixels(_ frame: FlatFrame) {
        frame.pixels.withUnsafeBufferPointer { px in
            var i = 0
            while i < px.count {
                let color = px[i]
                var j = i + 1
                while j < px.count && px[j] == color { j += 1 }
                let run = j - i
                if color == FlatFrame.transparent {
                    transparentPixels += run
                } else {
                    counts.update(color) { $0.pixels += run }
                }
                i = j
            }
        }
    }

    /// Notes the colors frame `index` changes pixels to (all of them, without a previous frame).
    private mutating func noteChanges(_ frame: FlatFrame, index: Int, previous: FlatFrame?) {
        let keepsChanges = changes != nil && counts.count <= Self.changesLimit
        var colors = Set<UInt32>()
        var changed = 0
        frame.pixels.withUnsafeBufferPointer { px in
            (previous?.pixels ?? []).withUnsafeBufferPointer { before in
                var last = UInt32.max
                for i in 0..<px.count where before.isEmpty || before[i] != px[i] {
                    changed += 1
                    guard px[i] != last else { continue }
                    last = px[i]
                    guard last != FlatFrame.transparent else { continue }
                    counts.update(last) { $0.firstFrame = min($0.firstFrame, index) }
                    if keepsChanges { colors.insert(last) }
                }
            }
        }
        if !keepsChanges {
            changes = nil
        } else if changed > 0 {
            changes!.append(Changes(frame: index, pixels: changed, colors: colors.sorted()))
        }
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
