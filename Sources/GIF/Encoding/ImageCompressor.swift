import CGif

/// Compresses a planned image. Inside its rectangle a pixel whose mapped entry has not
/// changed may be left transparent, and with a tolerance a changed pixel may take a
/// palette entry a little farther than its nearest; which pixels do is decided by sizing
/// candidates exactly as giflib would compress them and keeping the smallest (ties go to
/// the earlier candidate):
///
/// - opaque: every pixel at its mapped entry;
/// - transparent: unchanged pixels transparent, the rest mapped;
/// - matched, transparent first: an LZW-aware choice per pixel (`LZWMatcher`) among the
///   values allowed there, preferring transparency for unchanged pixels;
/// - matched, color first: the same, preferring the mapped entry;
/// - lossy (only when the render is): the same values, chosen by a search for the
///   longest LZW strings (`LZWMatcher.longestPath`) rather than pixel by pixel.
///
/// With alternatives (a quantized palette and a tolerance) the matched candidates are the
/// ones that win, so the transparent one is not tried; with an exact palette the plain
/// ones nearly always do, so the color-first matched one is not. Each candidate draws every
/// pixel within tolerance of its true color (exactly, with an exact palette), so the
/// choice changes bytes, not what the frame looks like.
///
/// An image declares the transparent index in its graphics control extension when it uses
/// it, and always when the animation has transparent pixels (`declaresTransparency`): some
/// decoders take the canvas's alpha from the first image's declaration alone (Pillow keeps
/// an opaque RGB canvas after a first image without one) and fill an area disposed to the
/// background with the background entry's color unless that image declares it.
struct ImageCompressor: Sendable {
    let width: Int
    let tableSize: Int
    let transparentIndex: UInt8?
    /// Every image declares `transparentIndex`, whether it uses it or not.
    let declaresTransparency: Bool
    let lookup: ColorLookup

    enum Candidate: CaseIterable {
        case opaque, transparent, matchedTransparentFirst, matchedColorFirst, lossy

        var isMatched: Bool { self != .opaque && self != .transparent }
    }

    /// Table entries a lossy search may visit for each code. Measured on six built-in scenes
    /// at --lossy 5 and 20: no bytes change past 256; 64 is within 0.1%, 16 within 1%; and
    /// greedy matching alone (no search) takes 2 to 25% more.
    static let searchBudget = 256

    func candidates(for image: PlannedImage) -> [Candidate] {
        let keeps = transparentIndex != nil && image.before.previous != nil
        // Lossy: every kind, as the plain ones still win some images of an exact palette.
        if lookup.reach?.movesExactColors == true {
            return keeps ? Candidate.allCases : [.opaque, .matchedColorFirst, .lossy]
        }
        switch (lookup.alternatives.isEmpty, keeps) {
        case (true, true): return [.opaque, .transparent, .matchedTransparentFirst]
        case (true, false): return [.opaque]
        case (false, true): return [.matchedTransparentFirst, .matchedColorFirst]
        case (false, false): return [.opaque, .matchedColorFirst]
        }
    }

    /// Builds the candidates, sizes each exactly (`LZWMatcher.compressedSize`) and has giflib
    /// compress the smallest.
    func compress(_ image: PlannedImage) throws -> EncodedImage {
        let built = build(candidates(for: image), image)
        var best: (candidate: Built, codeBits: Int, size: Int)?
        for candidate in built {
            // LZW codes start one bit wider than the largest index the image uses needs.
            let largest = Int(candidate.pixels.max() ?? 0)
            let codeBits = max(2, Int.bitWidth - largest.leadingZeroBitCount)
            guard built.count > 1 else { best = (candidate, codeBits, 0); break }
            let size = candidate.counted.flatMap { $0.tableSize == 1 << codeBits ? $0.size : nil }
                ?? LZWMatcher.compressedSize(of: candidate.pixels, tableSize: 1 << codeBits)
            if best == nil || size < best!.size { best = (candidate, codeBits, size) }
        }
        var pixels = best!.candidate.pixels
        let codes = try GiflibWriter.compress(&pixels, width: image.rect.width, height: image.rect.height,
                                             tableSize: 1 << best!.codeBits)
        let declared = best!.candidate.usesTransparency || declaresTransparency ? transparentIndex.map(Int32.init) : nil
        return EncodedImage(rect: image.rect, delay: image.delay, disposal: image.disposal,
                            transparentIndex: declared ?? NO_TRANSPARENT_COLOR, codeBits: best!.codeBits, codes: codes)
    }

    /// A candidate's pixels, whether any is the transparent index, and the size of its
    /// data when its matcher counted it (valid only for that table size).
    struct Built {
        var pixels: [UInt8]
        var usesTransparency: Bool
        var counted: (tableSize: Int, size: Int)?
    }

    /// The table size giflib will likely compress the image with: the power of two above the
    /// largest mapped index in the rectangle (the clear code, which decides when the LZW
    /// table fills up and restarts).
    private func codeTableSize(of image: PlannedImage) -> Int {
        let r = image.rect
        var largest = transparentIndex ?? 0
        for y in r.y..<(r.y + r.height) {
            for x in r.x..<(r.x + r.width) { largest = max(largest, image.mapped[y * width + x]) }
        }
        return 1 << max(2, Int.bitWidth - Int(largest).leadingZeroBitCount)
    }

    /// Every candidate's pixels, each in its own pass over the rectangle, and whether any of
    /// them is the transparent index.
    func build(_ candidates: [Candidate], _ image: PlannedImage) -> [Built] {
        let matches = candidates.contains { $0.isMatched }
        let matcherTableSize = matches ? codeTableSize(of: image) : tableSize
        let alternatives = matches ? alternativeRanges(image) : []
        let t = transparentIndex ?? 0
        return candidates.map { candidate in
            switch candidate {
            case .opaque:
                let (pixels, uses) = walk(image) { _, _, value, _ in value }
                return Built(pixels: pixels, usesTransparency: uses)
            case .transparent:
                let (pixels, uses) = walk(image) { _, _, value, unchanged in unchanged ? t : value }
                return Built(pixels: pixels, usesTransparency: uses)
            case .matchedTransparentFirst, .matchedColorFirst:
                return matched(image, alternatives: alternatives, transparentFirst: candidate == .matchedTransparentFirst,
                               tableSize: matcherTableSize)
            case .lossy:
                return searched(image, alternatives: alternatives, tableSize: matcherTableSize)
            }
        }
    }

    /// Where each pixel's alternatives are in `lookup.alternatives`, `start << 8 | count`,
    /// for the rectangle's pixels in order: none for a transparent or dithered pixel. (A run
    /// of one color keeps what its first pixel found.) Shared by the matched candidates.
    private func alternativeRanges(_ image: PlannedImage) -> [UInt32] {
        let r = image.rect
        var lastColor = UInt32.max
        var range: UInt32 = 0
        var ranges = [UInt32](repeating: 0, count: r.width * r.height)
        image.frame.withUnsafeBufferPointer { frame in
            image.mapped.withUnsafeBufferPointer { mapped in
                ranges.withUnsafeMutableBufferPointer { ranges in
                    var o = 0
                    for y in r.y..<(r.y + r.height) {
                        for i in (y * width + r.x)..<(y * width + r.x + r.width) {
                            if frame[i] != lastColor {
                                lastColor = frame[i]
                                range = 0
                                if lastColor != FlatFrame.transparent {
                                    let entry = lookup.entry(lastColor)
                                    if entry.nearest == mapped[i] {  // not dithered: alternatives apply
                                        range = UInt32(entry.alternativesStart) << 8 | UInt32(entry.alternativesCount)
                                    }
                                }
                            }
                            ranges[o] = range
                            o += 1
                        }
                    }
                }
            }
        }
        return ranges
    }

    /// An LZW-aware choice per pixel among its mapped entry, its alternatives and, when
    /// unchanged, transparency, first or second.
    private func matched(_ image: PlannedImage, alternatives ranges: [UInt32], transparentFirst: Bool,
                         tableSize: Int) -> Built {
        var matcher = LZWMatcher(tableSize: tableSize)
        let t = transparentIndex ?? 0
        let (pixels, uses) = ranges.withUnsafeBufferPointer { ranges in
            lookup.alternatives.withUnsafeBufferPointer { allAlternatives in
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: ColorLookup.alternativeLimit + 2) { options in
                    walk(image) { o, _, value, unchanged in
                        var count = 0
                        if unchanged && transparentFirst { options[count] = t; count += 1 }
                        options[count] = value; count += 1
                        if unchanged && !transparentFirst { options[count] = t; count += 1 }
                        let start = Int(ranges[o] >> 8)
                        for a in start..<(start + Int(ranges[o] & 255)) { options[count] = allAlternatives[a]; count += 1 }
                        return matcher.choose(UnsafeBufferPointer(rebasing: options[0..<count]))
                    }
                }
            }
        }
        return Built(pixels: pixels, usesTransparency: uses, counted: (max(4, tableSize), matcher.compressedSize))
    }

    /// The matched choices made by looking ahead: each pixel's options listed first (as the
    /// transparent-first candidate orders them, less entries past the table size its
    /// mapped pixels need), then the pixels fed along the longest paths
    /// `LZWMatcher.longestPath` finds, a new search wherever a path ends.
    private func searched(_ image: PlannedImage, alternatives ranges: [UInt32], tableSize: Int) -> Built {
        let t = transparentIndex ?? 0
        var starts: [Int32] = [0]
        var values: [UInt8] = []
        starts.reserveCapacity(ranges.count + 1)
        values.reserveCapacity(ranges.count * 2)
        lookup.alternatives.withUnsafeBufferPointer { allAlternatives in
            _ = walk(image) { o, _, value, unchanged in
                if unchanged { values.append(t) }
                values.append(value)
                // Not an entry that would widen the image's codes.
                let start = Int(ranges[o] >> 8)
                for a in allAlternatives[start..<(start + Int(ranges[o] & 255))] where Int(a) < tableSize { values.append(a) }
                starts.append(Int32(values.count))
                return value
            }
        }
        var matcher = LZWMatcher(tableSize: tableSize)
        var uses = false
        var path: [UInt8] = []
        let pixels = starts.withUnsafeBufferPointer { starts in
            values.withUnsafeBufferPointer { values in
                let options = LZWMatcher.PixelOptions(starts: starts, values: values)
                return [UInt8](unsafeUninitializedCapacity: options.count) { out, count in
                    var planned = 0, end = 0
                    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1) { one in
                        for o in 0..<options.count {
                            if o == end {
                                matcher.longestPath(at: o, options, budget: Self.searchBudget, into: &path)
                                (planned, end) = (o, o + path.count)
                            }
                            one[0] = path[o - planned]
                            let generation = matcher.generation
                            let chosen = matcher.choose(UnsafeBufferPointer(one))
                            if matcher.generation != generation { end = o + 1 }  // the table restarted
                            if chosen == t && transparentIndex != nil { uses = true }
                            out[o] = chosen
                        }
                    }
                    count = options.count
                }
            }
        }
        return Built(pixels: pixels, usesTransparency: uses, counted: (max(4, tableSize), matcher.compressedSize))
    }

    /// The rectangle's pixels as `choose(o, i, mapped value, unchanged)` picks them, in order
    /// (o counts them, i is the canvas index); a pixel is unchanged when the entry under it
    /// (`CanvasBefore`) is its mapped one.
    @inline(__always)
    private func walk(_ image: PlannedImage, _ choose: (_ o: Int, _ i: Int, _ value: UInt8, _ unchanged: Bool) -> UInt8)
        -> (pixels: [UInt8], usesTransparency: Bool) {
        let r = image.rect
        let t = transparentIndex ?? 0
        let cleared = image.before.cleared ?? PixelRect(x: 0, y: 0, width: 0, height: 0)
        let before = transparentIndex == nil ? nil : image.before.previous
        var uses = false
        let pixels = [UInt8](unsafeUninitializedCapacity: r.width * r.height) { out, count in
            image.mapped.withUnsafeBufferPointer { mapped in
                (before ?? []).withUnsafeBufferPointer { before in
                    var o = 0
                    for y in r.y..<(r.y + r.height) {
                        let clearedRow = y >= cleared.y && y < cleared.y + cleared.height
                        for x in r.x..<(r.x + r.width) {
                            let i = y * width + x
                            let value = mapped[i]
                            var unchanged = false
                            if !before.isEmpty {
                                let under = clearedRow && x >= cleared.x && x < cleared.x + cleared.width ? t : before[i]
                                unchanged = under == value
                            }
                            let chosen = choose(o, i, value, unchanged)
                            if chosen == t && transparentIndex != nil { uses = true }
                            out[o] = chosen
                            o += 1
                        }
                    }
                    count = o
                }
            }
        }
        return (pixels, uses)
    }
}
