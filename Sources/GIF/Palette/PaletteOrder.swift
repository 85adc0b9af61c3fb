/// The order of an exact palette, chosen image by image. An image's LZW codes are as wide
/// as the largest index it uses needs, so the table should let as many images as possible
/// find all their colors early. Greedily, the next image placed is the one that adds the
/// fewest new colors per pixel it stores (a proxy for its codes); its new colors take the
/// next indices, most frequent first. The first frame, which stores every pixel, and the
/// small images a loader's loop repeats then mostly use the first few dozen entries.
enum PaletteOrder {
    static func byImages(_ colors: [UInt32], weights: [WeightedColor], changes: [ColorHistogram.Changes]) -> [UInt32] {
        let frames = changes.sorted { $0.frame < $1.frame }
        var id: [UInt32: Int] = [:]
        for (i, c) in colors.enumerated() { id[c] = i }
        var pixels = [Int](repeating: 0, count: colors.count)
        for w in weights { if let i = id[w.color] { pixels[i] = w.weight } }
        let sets = frames.map { $0.colors.compactMap { id[$0] } }
        var imagesWith = [[Int]](repeating: [], count: colors.count)
        for (f, set) in sets.enumerated() { for c in set { imagesWith[c].append(f) } }

        var newColors = sets.map(\.count)
        var placed = [Bool](repeating: false, count: frames.count)
        var covered = [Bool](repeating: false, count: colors.count)
        var order: [Int] = []
        for _ in frames.indices {
            // The unplaced image with the fewest new colors per changed pixel (ties: earliest).
            var best = -1
            for f in frames.indices where !placed[f] {
                if best < 0 || newColors[f] * frames[best].pixels < newColors[best] * frames[f].pixels { best = f }
            }
            placed[best] = true
            let fresh = sets[best].filter { !covered[$0] }
                .sorted { pixels[$0] != pixels[$1] ? pixels[$0] > pixels[$1] : colors[$0] < colors[$1] }
            for c in fresh {
                covered[c] = true
                order.append(c)
                for f in imagesWith[c] { newColors[f] -= 1 }
            }
        }
        // Colors no change shows (none, normally) go last, by frequency.
        let rest = colors.indices.filter { !covered[$0] }
            .sorted { pixels[$0] != pixels[$1] ? pixels[$0] > pixels[$1] : colors[$0] < colors[$1] }
        return (order + rest).map { colors[$0] }
    }
}
