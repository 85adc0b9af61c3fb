import CGif

/// Compresses a planned image. Inside its rectangle a pixel whose mapped entry has not
/// changed may be left transparent, and with a tolerance a changed pixel may take a
/// palette entry a little farther than its nearest; which pixels do is decided by
/// compressing candidates with giflib and keeping the smallest (ties go to the earlier
/// candidate):
///
/// - opaque: every pixel at its mapped entry;
/// - transparent: unchanged pixels transparent, the rest mapped;
/// - matched, transparent first: an LZW-aware choice per pixel (`LZWMatcher`) among the
///   values allowed there, preferring transparency for unchanged pixels;
/// - matched, color first: the same, preferring the mapped entry.
///
/// With alternatives (a quantized palette and a tolerance) the matched candidates are the
/// ones that win, so the transparent one is not tried; with an exact palette the plain
/// ones nearly always do, so the color-first matched one is not. Each candidate draws every pixel within tolerance of its true color (exactly,
/// with an exact palette), so the choice changes bytes, not what the frame looks like.
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

    enum Candidate: CaseIterable { case opaque, transparent, matchedTransparentFirst, matchedColorFirst }

    func candidates(for image: PlannedImage) -> [Candidate] {
        let keeps = transparentIndex != nil && image.before.previous != nil
        switch (lookup.alternatives.isEmpty, keeps) {
        case (true, true): return [.opaque, .transparent, .matchedTransparentFirst]
        case (true, false): return [.opaque]
        case (false, true): return [.matchedTransparentFirst, .matchedColorFirst]
        case (false, false): return [.opaque, .matchedColorFirst]
        }
    }

    func compress(_ image: PlannedImage) throws -> EncodedImage {
        var best: (codes: [UInt8], codeBits: Int, usesTransparency: Bool)?
        for (var pixels, usesTransparency) in build(candidates(for: image), image) {
            // LZW codes start one bit wider than the largest index the image uses needs.
            let largest = Int(pixels.max() ?? 0)
            let codeBits = max(2, Int.bitWidth - largest.leadingZeroBitCount)
            let codes = try GiflibWriter.compress(&pixels, width: image.rect.width, height: image.rect.height,
                                                 tableSize: 1 << codeBits)
            if best == nil || codes.count < best!.codes.count { best = (codes, codeBits, usesTransparency) }
        }
        let declared = best!.usesTransparency || declaresTransparency ? transparentIndex.map(Int32.init) : nil
        return EncodedImage(rect: image.rect, delay: image.delay, disposal: image.disposal,
                            transparentIndex: declared ?? NO_TRANSPARENT_COLOR, codeBits: best!.codeBits, codes: best!.codes)
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

    /// Every candidate's pixels, in one pass over the rectangle, and whether any of them is
    /// the transparent index.
    func build(_ candidates: [Candidate], _ image: PlannedImage) -> [(pixels: [UInt8], usesTransparency: Bool)] {
        let r = image.rect
        let t = transparentIndex ?? 0
        let before = transparentIndex == nil ? nil : image.before.previous
        let cleared = image.before.cleared ?? PixelRect(x: 0, y: 0, width: 0, height: 0)
        let matches = candidates.contains { $0 == .matchedTransparentFirst || $0 == .matchedColorFirst }
        var matchers = candidates.map { _ in LZWMatcher(tableSize: matches ? codeTableSize(of: image) : tableSize) }
        var outputs = candidates.map { _ in [UInt8](repeating: 0, count: r.width * r.height) }
        var uses = candidates.map { _ in false }
        var options = [UInt8](repeating: 0, count: ColorLookup.alternativeLimit + 2)
        var lastColor = UInt32.max
        var alternatives = 0..<0
        image.frame.withUnsafeBufferPointer { frame in
            image.mapped.withUnsafeBufferPointer { mapped in
                (before ?? []).withUnsafeBufferPointer { before in
                    lookup.alternatives.withUnsafeBufferPointer { allAlternatives in
                        options.withUnsafeMutableBufferPointer { options in
                            var out = 0
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
                                    if matches && frame[i] != lastColor {
                                        lastColor = frame[i]
                                        alternatives = 0..<0
                                        if lastColor != FlatFrame.transparent {
                                            let entry = lookup.entry(lastColor)
                                            if entry.nearest == value {  // not dithered: alternatives apply
                                                alternatives = entry.alternativesStart..<(entry.alternativesStart + entry.alternativesCount)
                                            }
                                        }
                                    }
                                    for (k, candidate) in candidates.enumerated() {
                                        var chosen = value
                                        switch candidate {
                                        case .opaque:
                                            break
                                        case .transparent:
                                            if unchanged { chosen = t }
                                        case .matchedTransparentFirst, .matchedColorFirst:
                                            var count = 0
                                            if unchanged && candidate == .matchedTransparentFirst { options[count] = t; count += 1 }
                                            options[count] = value; count += 1
                                            if unchanged && candidate == .matchedColorFirst { options[count] = t; count += 1 }
                                            for a in alternatives { options[count] = allAlternatives[a]; count += 1 }
                                            chosen = matchers[k].choose(UnsafeBufferPointer(rebasing: options[0..<count]))
                                        }
                                        if chosen == t && transparentIndex != nil { uses[k] = true }
                                        outputs[k][out] = chosen
                                    }
                                    out += 1
                                }
                            }
                        }
                    }
                }
            }
        }
        return candidates.indices.map { (outputs[$0], uses[$0]) }
    }
}
