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
}
