/// The input of a structured fuzzer, read front to back as choices, counts and numbers.
/// Reading past the end gives zeros, so every input, the empty one too, decodes to a
/// complete (if short) program, and a byte changed by libFuzzer changes one choice.
public struct FuzzBytes {
    private let bytes: [UInt8]
    private var index = 0

    public init(_ data: UnsafePointer<UInt8>?, _ size: Int) {
        bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    }

    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    public var isEmpty: Bool { index >= bytes.count }

    public mutating func byte() -> UInt8 {
        defer { index += 1 }
        return index < bytes.count ? bytes[index] : 0
    }

    /// One of `choices` (not empty).
    public mutating func pick<T>(_ choices: [T]) -> T { choices[Int(byte()) % choices.count] }

    /// 0 to `limit - 1`.
    public mutating func below(_ limit: Int) -> Int { Int(byte()) % limit }

    public mutating func bool() -> Bool { byte() & 1 == 1 }

    /// Eight bytes, little-endian, as a double: NaNs with payloads, subnormals, anything.
    public mutating func rawDouble() -> Double {
        var bits: UInt64 = 0
        for shift in stride(from: 0, to: 64, by: 8) { bits |= UInt64(byte()) << UInt64(shift) }
        return Double(bitPattern: bits)
    }

    /// Mostly a number from `interestingNumbers`, sometimes eight raw bytes: a byte of 240
    /// or more announces the raw double.
    public mutating func number() -> Double {
        let b = byte()
        return b >= 240 ? rawDouble() : interestingNumbers[Int(b) % interestingNumbers.count]
    }

    /// A number meant as a size or coordinate: as `number()`, but half the time a small
    /// whole one, so that drawing happens inside a 24-point canvas.
    public mutating func coordinate() -> Double {
        let b = byte()
        return b < 128 ? Double(b % 32) - 4 : number()
    }

    /// Up to `limit` bytes: a length byte (255 announces two more, big-endian, for long
    /// runs, which are slow to lay out and so kept rare), then the bytes, cycled over what
    /// is left when the input is shorter, so that short inputs can still ask for long strings.
    public mutating func run(upTo limit: Int) -> [UInt8] {
        var length = Int(byte())
        if length == 255 { length = Int(byte()) << 8 | Int(byte()) }
        length = min(length, limit)
        let start = min(index, bytes.count), available = bytes.count - start
        guard available > 0 else { return [UInt8](repeating: 0x61, count: length) }
        let taken = min(length, available)
        index += taken
        return (0..<length).map { bytes[start + $0 % taken] }
    }
}

/// The numbers that break drawing code: signed zeros and ones, the ends of the doubles,
/// infinities, NaN, counts past every budget, near-degenerate scales.
public let interestingNumbers: [Double] = [
    0, -0.0, 1, -1, 0.5, 2, 3, 10, 12, 24, 40, -40, 100, .pi, 2 * .pi, -.pi / 2,
    1e308, -1e308, .infinity, -.infinity, .nan, 1e9, -1e9, 1e15, 9007199254740993, 9.3e18,
    1e5, 100_001, 10_000, 10_001, 1e6, 1_000_001, 1e-9, -1e-9, 1e-300, 5e-324, .greatestFiniteMagnitude,
    0.999999, 1.000001, 4e9, 65536,
]
