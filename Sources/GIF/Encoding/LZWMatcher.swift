/// The string table of giflib's LZW encoder, replayed while an image's pixels are chosen:
/// codes start at clear + 2, each emitted code defines the matched string plus the next
/// pixel, and when the next code would be 4095 the table is cleared instead. Where a pixel
/// may take one of several values that draw an acceptable picture, the matcher picks one
/// that continues the current string, so giflib then emits fewer, longer codes. (Only the
/// clear points depend on the table size, which is estimated before the pixels are chosen;
/// a wrong guess costs a little compression, never correctness.)
///
/// It also counts the bits giflib writes, widening codes where giflib does, so that
/// candidates are compared by the exact size of their data without compressing each
/// (`compressedSize`, checked against giflib in LZWMatcherTests).
///
/// It runs once per pixel, so the table is one open-addressed block of 32-bit slots, each
/// `string << 12 | code` (0: empty, as no code is below clear + 2), small enough to stay
/// in the first-level cache.
struct LZWMatcher: ~Copyable {
    private static let slots = 8192
    private static let maxCode = 4095

    private let table: UnsafeMutablePointer<UInt32>
    private let clearCode: Int
    private var nextCode: Int
    /// The code of the string matched so far, or -1 before the first pixel.
    private var current = -1
    /// giflib's code width, the code that widens it, and the bits written so far.
    private var width: Int
    private var widensAt: Int
    private var bits = 0
    /// Counts the table's clears: a search made before one no longer holds after it.
    private(set) var generation = 0
    /// Codes emitted so far.
    private(set) var emittedCodes = 0

    init(tableSize: Int) {
        clearCode = max(4, tableSize)  // giflib's minimum code size is 2 bits
        nextCode = clearCode + 2
        width = clearCode.trailingZeroBitCount + 1
        widensAt = 1 << width
        table = .allocate(capacity: Self.slots)
        table.initialize(repeating: 0, count: Self.slots)
        emit(clearCode)  // giflib starts every image with a clear code
    }

    deinit { table.deallocate() }

    /// The bytes of the image's data as `GiflibWriter.compress` returns them once the
    /// pixels chosen so far end it: the last string's code and the end code, padded to a
    /// byte, in sub-blocks of up to 255 bytes each with its length, then the terminator.
    var compressedSize: Int {
        var (bits, width, widensAt) = (self.bits, self.width, self.widensAt)
        for code in current >= 0 ? [current, clearCode + 1] : [clearCode + 1] {
            bits += width
            if nextCode >= widensAt && code <= Self.maxCode { width += 1; widensAt = 1 << width }
        }
        let bytes = (bits + 7) / 8
        return bytes + (bytes + 254) / 255 + 1
    }

    /// The size `compressedSize` gives for `pixels` taken as they are.
    static func compressedSize(of pixels: [UInt8], tableSize: Int) -> Int {
        var matcher = LZWMatcher(tableSize: tableSize)
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1) { option in
            for pixel in pixels {
                option[0] = pixel
                _ = matcher.choose(UnsafeBufferPointer(option))
            }
        }
        return matcher.compressedSize
    }

    /// giflib's EGifCompressOutput: a code at the current width, which grows by a bit once
    /// the next code to define no longer fits.
    @inline(__always)
    private mutating func emit(_ code: Int) {
        bits += width
        emittedCodes += 1
        if nextCode >= widensAt && code <= Self.maxCode {
            width += 1
            widensAt = 1 << width
        }
    }

    /// A string is its prefix's code (12 bits) and the pixel that extends it (8 bits).
    @inline(__always)
    private func slot(_ string: UInt32) -> Int { Int((string &* 0x9E37_79B1) >> 19) }

    @inline(__always)
    private func lookup(_ string: UInt32) -> Int? {
        var i = slot(string)
        while true {
            let entry = table[i]
            if entry == 0 { return nil }
            if entry >> 12 == string { return Int(entry & 0xFFF) }
            i = (i + 1) & (Self.slots - 1)
        }
    }

    /// Chooses the value for the next pixel: the first of `options` that continues the
    /// current string, else `options[0]`. Feeds the choice to the table.
    @inline(__always)
    mutating func choose(_ options: UnsafeBufferPointer<UInt8>) -> UInt8 {
        guard current >= 0 else {
            current = Int(options[0])
            return options[0]
        }
        let prefix = UInt32(current) << 8
        for value in options {
            if let code = lookup(prefix | UInt32(value)) {
                current = code
                return value
            }
        }
        let value = options[0]
        emit(current)
        if nextCode >= Self.maxCode {
            emit(clearCode)
            generation += 1
            table.update(repeating: 0, count: Self.slots)
            nextCode = clearCode + 2
            width = clearCode.trailingZeroBitCount + 1
            widensAt = 1 << width
        } else {
            let string = prefix | UInt32(value)
            var i = slot(string)
            while table[i] != 0 { i = (i + 1) & (Self.slots - 1) }
            table[i] = string << 12 | UInt32(nextCode)
            nextCode += 1
        }
        current = Int(value)
        return value
    }

    /// The options of each pixel of an image, in order: pixel `o` may take any of
    /// `values[starts[o]..<starts[o + 1]]`, the first preferred.
    struct PixelOptions {
        let starts: UnsafeBufferPointer<Int32>
        let values: UnsafeBufferPointer<UInt8>

        var count: Int { starts.count - 1 }

        @inline(__always)
        func at(_ o: Int) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: values[Int(starts[o])..<Int(starts[o + 1])])
        }
    }

    /// Lossy matching looks ahead where `choose` takes the first option that continues: the
    /// values for the pixels from `start` on that follow the table's strings the furthest,
    /// continuing the current string if any option can, else starting a new one with the
    /// option whose string then runs longest. Options are tried in order and the search
    /// stops after `budget` table entries, so ties and cut-offs go to the preferred ones.
    ///
    ///     current "ab", pixel options {b, c} {a} {c, a}:  "ab"+b? no  "ab"+c -> "abc"
    ///     "abc"+a -> "abca"   "abca"+c? no  "abca"+a -> "abcaa"   path: c a a
    ///
    /// Feeding the path to `choose` (one option each) then extends the string to its end,
    /// unless the table was cleared on the way (`generation`).
    func longestPath(at start: Int, _ options: PixelOptions, budget: Int, into path: inout [UInt8]) {
        path.removeAll(keepingCapacity: true)
        var trail: [UInt8] = []
        var remaining = budget
        if current >= 0 {
            deepest(from: current, at: start, options, &remaining, &trail, &path)
            if !path.isEmpty { return }
        }
        for value in options.at(start) {
            trail = [value]
            if path.isEmpty { path = trail }
            deepest(from: Int(value), at: start + 1, options, &remaining, &trail, &path)
            if remaining <= 0 { break }
        }
    }

    /// Depth first through the children of `node` that pixel `p`'s options name, keeping
    /// in `best` the longest trail seen (the first of equal ones: preferred options first).
    private func deepest(from node: Int, at p: Int, _ options: PixelOptions, _ budget: inout Int,
                         _ trail: inout [UInt8], _ best: inout [UInt8]) {
        guard p < options.count else { return }
        let prefix = UInt32(node) << 8
        for value in options.at(p) {
            guard budget > 0 else { return }
            guard let child = lookup(prefix | UInt32(value)) else { continue }
            budget -= 1
            trail.append(value)
            if trail.count > best.count { best = trail }
            deepest(from: child, at: p + 1, options, &budget, &trail, &best)
            trail.removeLast()
        }
    }
}
