import Glibc

// Darwin's random numbers on the scene's seeded generator, so that the same command gives
// the same bytes: these shadow Glibc's for a scene that imports UIKit. The numbers are a
// Lua scene's `random()`: the generator is seeded by the scene's `seed` parameter (or
// `--set seed=...`; 1 when it has none) when the scene first asks for one, so that
// `arc4random_uniform(n)` draws what `random(0, n - 1)` draws in a Lua twin.
//
// Swift's own `Int.random(in:)`, `Double.random(in:)` and `SystemRandomNumberGenerator`
// cannot be shadowed and stay truly random: a scene that wants the same bytes uses these.

/// A number in 0..<upperBound (0 for 0).
public func arc4random_uniform(_ upperBound: UInt32) -> UInt32 {
    UInt32((SceneHost.randomUnit() * Double(upperBound)).rounded(.down))
}

/// A number in 0...UInt32.max.
public func arc4random() -> UInt32 {
    UInt32((SceneHost.randomUnit() * 0x1p32).rounded(.down))
}

/// A Double in [0, 1).
public func drand48() -> Double { SceneHost.randomUnit() }

extension SceneHost {
    /// The seed, from the scene's `seed` parameter or its `--set` (LoaderAnim sets this).
    nonisolated(unsafe) public static var randomSeed: () -> UInt64 = { 1 }
    nonisolated(unsafe) static var randomState: UInt64?

    /// The next number in [0, 1) with 53 random bits: SplitMix64, as the Lua front end's
    /// `random()` (Scene's SeededGenerator; the two must stay the same).
    static func randomUnit() -> Double {
        var state = randomState ?? randomSeed()
        state &+= 0x9E37_79B9_7F4A_7C15
        randomState = state
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
    }
}
