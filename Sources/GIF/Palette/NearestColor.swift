/// Finds the palette entry closest to a color by squared RGB distance, the measure PSNR is
/// taken in. Entries are sorted along the channel where they spread most; the search walks
/// out from the query in both directions and stops once that channel alone is farther than
/// the best match. Ties go to the lower index, so the answer does not depend on the order
/// entries are visited in.
struct NearestColor: Sendable {
    fileprivate let axisShift: UInt32
    fileprivate let keys: [Int32]
    fileprivate let rgb: [Int32]  // r, g, b of each sorted entry
    fileprivate let indices: [Int32]

    init(_ colors: [UInt32]) {
        precondition(!colors.isEmpty, "a palette has at least one color")
        func spread(_ shift: UInt32) -> Int {
            let values = colors.map { Int($0 >> shift) & 255 }
            return values.max()! - values.min()!
        }
        let shifts: [UInt32] = [8, 16, 0]  // on a tie, green, then red, then blue
        let axisShift = shifts.max { spread($0) < spread($1) }!
        let order = colors.indices.sorted {
            let a = Int(colors[$0] >> axisShift) & 255, b = Int(colors[$1] >> axisShift) & 255
            return a != b ? a < b : $0 < $1
        }
        self.axisShift = axisShift
        keys = order.map { Int32(colors[$0] >> axisShift) & 255 }
        rgb = order.flatMap { [Int32(colors[$0] >> 16) & 255, Int32(colors[$0] >> 8) & 255, Int32(colors[$0]) & 255] }
        indices = order.map(Int32.init)
    }

    func nearest(_ color: UInt32) -> Int {
        nearest(r: Int32(color >> 16) & 255, g: Int32(color >> 8) & 255, b: Int32(color) & 255)
    }

    func nearest(r: Int32, g: Int32, b: Int32) -> Int {
        search(r: r, g: g, b: b, withSecond: false).index
    }

    /// The nearest entry and the squared distance of the next nearest (the same distance on a
    /// tie; Int32.max when there is one entry): what k-means keeps as a bound (`Quantizer`).
    func nearestTwo(_ color: UInt32) -> (index: Int, second: Int32) {
        search(r: Int32(color >> 16) & 255, g: Int32(color >> 8) & 255, b: Int32(color) & 255, withSecond: true)
    }

    @inline(__always)
    private func search(r: Int32, g: Int32, b: Int32, withSecond: Bool) -> (index: Int, second: Int32) {
        let key: Int32 = axisShift == 16 ? r : axisShift == 8 ? g : b
        return keys.withUnsafeBufferPointer { keys in
            rgb.withUnsafeBufferPointer { rgb in
                indices.withUnsafeBufferPointer { indices in
                    // First entry whose key is >= the query's.
                    var lo = 0, hi = keys.count
                    while lo < hi {
                        let mid = (lo + hi) >> 1
                        if keys[mid] < key { lo = mid + 1 } else { hi = mid }
                    }
                    var best = Int32.max, bestIndex = Int32.max, second = Int32.max
                    @inline(__always) func consider(_ i: Int) {
                        let dr = rgb[3 * i] - r, dg = rgb[3 * i + 1] - g, db = rgb[3 * i + 2] - b
                        let d = dr * dr + dg * dg + db * db
                        if d < best || (d == best && indices[i] < bestIndex) {
                            if withSecond { second = best }
                            best = d
                            bestIndex = indices[i]
                        } else if withSecond && d < second {
                            second = d
                        }
                    }
                    // The walk stops where the sorted channel alone is farther than the
                    // best match (than the second best, when that is asked for too).
                    var up = lo, down = lo - 1
                    while up < keys.count || down >= 0 {
                        if up < keys.count {
                            let dk = keys[up] - key
                            if dk * dk > (withSecond ? second : best) { up = keys.count } else { consider(up); up += 1 }
                        }
                        if down >= 0 {
                            let dk = key - keys[down]
                            if dk * dk > (withSecond ? second : best) { down = -1 } else { consider(down); down -= 1 }
                        }
                    }
                    return (Int(bestIndex), second)
                }
            }
        }
    }
}

extension NearestColor {
    /// Entries within `radius` (RGB distance) of the color other than `except`, nearest
    /// first (ties by index), at most `limit`.
    func neighbors(of color: UInt32, within radius: Double, except: Int, limit: Int) -> [Int] {
        let r = Int32(color >> 16 & 255), g = Int32(color >> 8 & 255), b = Int32(color & 255)
        let key: Int32 = axisShift == 16 ? r : axisShift == 8 ? g : b
        let limitSquared = Int32(radius * radius)
        // Only entries whose sorted channel is within the radius can be.
        let reach = Int32(radius.rounded(.down))
        var lo = 0, hi = keys.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if keys[mid] < key - reach { lo = mid + 1 } else { hi = mid }
        }
        var found: [(distance: Int32, index: Int32)] = []
        var i = lo
        while i < keys.count && keys[i] <= key + reach {
            let dr = rgb[3 * i] - r, dg = rgb[3 * i + 1] - g, db = rgb[3 * i + 2] - b
            let d = dr * dr + dg * dg + db * db
            if d <= limitSquared && Int(indices[i]) != except { found.append((d, indices[i])) }
            i += 1
        }
        found.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.index < $1.index }
        return found.prefix(limit).map { Int($0.index) }
    }
}
