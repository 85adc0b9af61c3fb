/// A scene's random numbers (Lua's `math.random`, the Swift mirror's `arc4random`):
/// SplitMix64, tiny, fast, and the same numbers on every machine, seeded by the scene's
/// `seed` parameter, so the same command gives the same bytes in both front ends.
public struct SeededGenerator: Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    /// The seed a scene starts from: `--set seed=N` (`override`), else its `seed`
    /// parameter's value (`parameter`), else 1.
    public static func seed(override: String?, parameter: Double?) -> UInt64 {
        override.flatMap { UInt64($0) } ?? parameter.map { UInt64(min(max(0, $0), 0x1p62)) } ?? 1
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A double in [0, 1) with 53 random bits.
    public mutating func nextUnit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
