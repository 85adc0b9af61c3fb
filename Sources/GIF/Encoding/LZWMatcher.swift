/// The string table of giflib's LZW encoder, replayed while an image's pixels are chosen:
/// codes start at clear + 2, each emitted code defines the matched string plus the next
/// pixel, and when the next code would be 4095 the table is cleared instead. Where a pixel
/// may take one of several values that draw an acceptable picture, the matcher picks one
/// that continues the current string, so giflib then emits fewer, longer codes. (Only the
/// clear points depend on the table size, which is estimated before the pixels are chosen;
/// a wrong guess costs a little compression, never correctness.)
struct LZWMatcher {
    private static let slots = 8192
    private static let maxCode = 4095

    private var keys = [UInt32](repeating: 0, count: slots)
    private var codes = [UInt16](repeating: 0, count: slots)
    private var stamps = [UInt32](repeating: 0, count: slots)
    private var generation: UInt32 = 1
    private let clearCode: Int
    private var nextCode: Int
    /// The code of the string matched so far, or -1 before the first pixel.
    private var current = -1

    init(tableSize: Int) {
        clearCode = max(4, tableSize)  // giflib's minimum code size is 2 bits
        nextCode = clearCode + 2
    }

    @inline(__always)
    private func slot(_ key: UInt32) -> Int { Int((key &* 0x9E37_79B1) >> 19) }

    @inline(__always)
    private func lookup(_ key: UInt32) -> Int? {
        var i = slot(key)
        while stamps[i] == generation {
            if keys[i] == key { return Int(codes[i]) }
            i = (i + 1) & (Self.slots - 1)
        }
        return nil
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
        if nextCode >= Self.maxCode {
            generation &+= 1
            if generation == 0 {  // stamps wrapped: really clear
                for i in stamps.indices { stamps[i] = 0 }
                generation = 1
            }
            nextCode = clearCode + 2
        } else {
            let key = prefix | UInt32(value)
            var i = slot(key)
            while stamps[i] == generation { i = (i + 1) & (Self.slots - 1) }
            stamps[i] = generation
            keys[i] = key
            codes[i] = UInt16(nextCode)
            nextCode += 1
        }
        current = Int(value)
        return value
    }
}
