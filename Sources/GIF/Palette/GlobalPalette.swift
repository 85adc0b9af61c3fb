import Pixels

/// The animation's one color table, shared by every frame so no color flickers between
/// frames, and the lookup that maps a color to its entry.
struct GlobalPalette: Sendable {
    /// Visible entries, most used first; `colors[i]` is table entry `i + firstColor`.
    let colors: [UInt32]
    /// The entry that means "transparent" (entry 0), or nil.
    let transparentIndex: UInt8?
    /// The table index of `colors[0]`: 1 after a transparent entry, else 0.
    let firstColor: Int
    /// Whether every color of the animation has its own entry.
    let isExact: Bool
    /// Entries in the file's table: the smallest power of two (at least 2) that holds them.
    let tableSize: Int
    /// The page color (0x00RRGGBB), which the transparent entry holds.
    let matte: UInt32
    let nearest: NearestColor

    /// Decides how many entries to spend and fills them.
    ///
    /// The transparent index costs one entry. It is reserved when the frames have
    /// transparent pixels (then it must be), and in an opaque animation of several frames
    /// when it fits in the table the visible colors need anyway: unchanged pixels can then
    /// be left transparent, which usually shrinks every frame after the first. An exact
    /// palette that fills its power of two is not grown for it, since one more bit per code
    /// costs more than transparency saves on small changed rectangles.
    /// `colors` is `histogram.sortedColors()`.
    init(histogram: ColorHistogram, colors: [WeightedColor], maxColors: Int, frameCount: Int, matte: RGBA8,
         workers: Workers) throws {
        self.matte = UInt32(matte.r) << 16 | UInt32(matte.g) << 8 | UInt32(matte.b)
        var colors = colors
        if colors.isEmpty {  // every pixel transparent: keep one visible entry anyway
            colors = [WeightedColor(color: self.matte, weight: 0)]
        }
        let needsTransparency = histogram.transparentPixels > 0
        let visible: Int
        let reservesTransparency: Bool
        if needsTransparency {
            visible = min(colors.count, maxColors - 1)
            reservesTransparency = true
        } else if colors.count <= maxColors {
            visible = colors.count
            reservesTransparency = frameCount > 1 && visible < maxColors
                && Self.tableSize(for: visible + 1) == Self.tableSize(for: visible)
        } else {
            reservesTransparency = frameCount > 1
            visible = reservesTransparency ? maxColors - 1 : maxColors
        }
        isExact = visible == colors.count
        let chosen = isExact ? colors.map(\.color) : try Quantizer(count: visible, workers: workers).palette(for: colors)
        if isExact, let changes = histogram.changes {
            self.colors = PaletteOrder.byImages(chosen, weights: colors, changes: changes)
        } else {
            self.colors = try Self.byUse(chosen, serving: colors, workers: workers)
        }
        transparentIndex = reservesTransparency ? 0 : nil
        firstColor = reservesTransparency ? 1 : 0
        tableSize = Self.tableSize(for: self.colors.count + (reservesTransparency ? 1 : 0))
        nearest = NearestColor(self.colors)
    }

    /// Orders entries by the first frame that needs them, then by the pixels they serve
    /// (then by value). An image's LZW codes are as wide as its largest index needs, so
    /// each image should find its colors early in the table: colors the first frame shows
    /// come first, and a later image adds only the colors it introduces, while frames that
    /// reuse earlier colors (a loader's loop) need no late entries. On a flat loader this
    /// shortens the codes of most small images by a bit or more.
    private static func byUse(_ entries: [UInt32], serving colors: [WeightedColor], workers: Workers) throws -> [UInt32] {
        let nearest = NearestColor(entries)
        let parts = try workers.mapChunks(colors.count) { range in
            var first = [Int](repeating: .max, count: entries.count), pixels = [Int](repeating: 0, count: entries.count)
            for i in range {
                let k = nearest.nearest(colors[i].color)
                first[k] = min(first[k], colors[i].firstFrame)
                pixels[k] += colors[i].weight
            }
            return (first, pixels)
        }
        var first = [Int](repeating: .max, count: entries.count), pixels = [Int](repeating: 0, count: entries.count)
        for (f, p) in parts {
            for k in entries.indices { first[k] = min(first[k], f[k]); pixels[k] += p[k] }
        }
        return entries.indices.sorted { a, b in
            if first[a] != first[b] { return first[a] < first[b] }
            if pixels[a] != pixels[b] { return pixels[a] > pixels[b] }
            return entries[a] < entries[b]
        }.map { entries[$0] }
    }

    static func tableSize(for entries: Int) -> Int {
        var size = 2
        while size < entries { size <<= 1 }
        return size
    }

    /// The table as written: the transparent entry, the visible colors, then padding. The
    /// transparent entry holds the matte, the page color the GIF sits on: a decoder that
    /// ignores transparency, or fills disposed areas with the background entry's color,
    /// then shows the page rather than a stray color.
    var rgbTable: [(r: UInt8, g: UInt8, b: UInt8)] {
        var table: [UInt32] = transparentIndex == nil ? [] : [matte]
        table += colors
        table += Array(repeating: 0, count: tableSize - table.count)
        return table.map { (UInt8($0 >> 16 & 255), UInt8($0 >> 8 & 255), UInt8($0 & 255)) }
    }

    func rgb(ofIndex index: UInt8) -> UInt32 { colors[Int(index) - firstColor] }

    /// The table index of the visible color nearest `color`.
    func nearestIndex(_ color: UInt32) -> Int { nearest.nearest(color) + firstColor }

    func nearestIndex(r: Int32, g: Int32, b: Int32) -> Int { nearest.nearest(r: r, g: g, b: b) + firstColor }
}
