/// Palette entries for colors, worked out once per color of the histogram (colors it did
/// not see, such as error-diffused ones, are worked out on demand and kept in a per-frame
/// cache):
///
/// - the nearest entry;
/// - for ordered dithering, a partner entry on the far side of the color and the share
///   of pixels (in 64ths) that take it, so the mix averages back to the color;
/// - for LZW-aware matching, the other entries within `tolerance` of the nearest entry's
///   distance, nearest first: pixels may take one of them when that continues an LZW
///   string. A color the palette holds exactly has none, so flat colors stay exact,
///   unless the render is lossy (`Reach`).
struct ColorLookup: Sendable {
    /// How much farther than its nearest entry (RGB levels) a pixel may be drawn, and
    /// whether colors the palette holds exactly may move too.
    struct Reach: Sendable {
        var levels: Double
        var movesExactColors: Bool

        /// `tolerance` moves only colors a quantized palette approximates; `lossy` moves
        /// every color, exact palettes included, by the larger of the two.
        init?(tolerance: Double, lossy: Double, paletteIsExact: Bool) {
            if lossy > 0 {
                (levels, movesExactColors) = (max(lossy, paletteIsExact ? 0 : tolerance), true)
            } else if tolerance > 0 && !paletteIsExact {
                (levels, movesExactColors) = (tolerance, false)
            } else {
                return nil
            }
        }
    }

    struct Entry {
        var nearest: UInt8
        var partner: UInt8
        var level: UInt8
        /// Where this color's alternatives start in `alternatives`, and how many there are.
        var alternativesStart: Int = 0
        var alternativesCount: Int = 0

        fileprivate var packed: UInt64 {
            UInt64(nearest) | UInt64(partner) << 8 | UInt64(level) << 16
                | UInt64(alternativesCount) << 24 | UInt64(alternativesStart) << 32
        }

        fileprivate init(nearest: UInt8, partner: UInt8, level: UInt8) {
            self.nearest = nearest; self.partner = partner; self.level = level
        }

        fileprivate init(packed: UInt64) {
            nearest = UInt8(packed & 255)
            partner = UInt8(packed >> 8 & 255)
            level = UInt8(packed >> 16 & 255)
            alternativesCount = Int(packed >> 24 & 255)
            alternativesStart = Int(packed >> 32)
        }
    }

    /// At most this many alternatives per color: at large tolerances many entries qualify,
    /// and 6 left the built-in scenes 2 to 3% larger at 20 to 40 levels for the same PSNR.
    /// (The matcher tries them only until one continues the string, so it costs little.)
    static let alternativeLimit = 24

    private let known: ColorMap<UInt64>
    private let palette: GlobalPalette
    private let withPartners: Bool
    /// Every color's alternatives, back to back.
    let alternatives: [UInt8]
    let reach: Reach?

    init(palette: GlobalPalette, colors: [UInt32], withPartners: Bool, tolerance: Double, lossy: Double = 0,
         workers: Workers) throws {
        self.palette = palette
        self.withPartners = withPartners
        let reach = Reach(tolerance: tolerance, lossy: lossy, paletteIsExact: palette.isExact)
        self.reach = reach
        let parts = try workers.mapChunks(colors.count) { range in
            var entries: [Entry] = []
            var alternatives: [UInt8] = []
            entries.reserveCapacity(range.count)
            for i in range {
                var entry = Self.compute(colors[i], palette: palette, withPartners: withPartners)
                if let reach {
                    let near = palette.rgb(ofIndex: entry.nearest)
                    let distance = Double(Quantizer.distance(colors[i], near)).squareRoot()
                    if distance > 0 || reach.movesExactColors {
                        let others = palette.nearest.neighbors(of: colors[i], within: distance + reach.levels,
                                                               except: Int(entry.nearest) - palette.firstColor,
                                                               limit: Self.alternativeLimit)
                        entry.alternativesStart = alternatives.count
                        entry.alternativesCount = others.count
                        alternatives += others.map { UInt8($0 + palette.firstColor) }
                    }
                }
                entries.append(entry)
            }
            return (entries: entries, alternatives: alternatives)
        }
        var known = ColorMap<UInt64>(capacity: colors.count, zero: 0)
        var alternatives: [UInt8] = []
        var i = 0
        for part in parts {
            for var entry in part.entries {
                entry.alternativesStart += alternatives.count
                known.set(colors[i], entry.packed)
                i += 1
            }
            alternatives += part.alternatives
        }
        self.known = known
        self.alternatives = alternatives
    }

    func localCache() -> ColorMap<UInt64> { ColorMap(capacity: 256, zero: 0) }

    @inline(__always)
    func entry(_ color: UInt32, cache: inout ColorMap<UInt64>) -> Entry {
        if let packed = known.value(for: color) ?? cache.value(for: color) { return Entry(packed: packed) }
        let entry = Self.compute(color, palette: palette, withPartners: withPartners)
        cache.set(color, entry.packed)
        return entry
    }

    /// The entry for a color of the histogram (or one worked out now, without alternatives).
    func entry(_ color: UInt32) -> Entry {
        if let packed = known.value(for: color) { return Entry(packed: packed) }
        return Self.compute(color, palette: palette, withPartners: withPartners)
    }

    private static func compute(_ color: UInt32, palette: GlobalPalette, withPartners: Bool) -> Entry {
        let near = palette.nearestIndex(color)
        let p1 = palette.rgb(ofIndex: UInt8(near))
        guard withPartners, p1 != color else { return Entry(nearest: UInt8(near), partner: UInt8(near), level: 0) }
        let c = SIMD3<Int32>(Int32(color >> 16 & 255), Int32(color >> 8 & 255), Int32(color & 255))
        let a = SIMD3<Int32>(Int32(p1 >> 16 & 255), Int32(p1 >> 8 & 255), Int32(p1 & 255))
        // The entry nearest the color reflected through the nearest entry: the far side.
        let mirror = (c &* 2 &- a).clamped(lowerBound: .zero, upperBound: SIMD3(repeating: 255))
        let far = palette.nearestIndex(r: mirror.x, g: mirror.y, b: mirror.z)
        let p2 = palette.rgb(ofIndex: UInt8(far))
        let b = SIMD3<Int32>(Int32(p2 >> 16 & 255), Int32(p2 >> 8 & 255), Int32(p2 & 255))
        let span = b &- a, offset = c &- a
        let length = (span &* span).wrappedSum()
        guard far != near, length > 0 else { return Entry(nearest: UInt8(near), partner: UInt8(near), level: 0) }
        let share = Double((offset &* span).wrappedSum()) / Double(length)
        let level = UInt8(max(0, min(64, (share * 64).rounded())))
        return Entry(nearest: UInt8(near), partner: UInt8(far), level: level)
    }
}
