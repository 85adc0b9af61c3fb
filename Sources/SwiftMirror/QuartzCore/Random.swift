import Glibc
import Layers

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
    nonisolated(unsafe) static var generator: SeededGenerator?

    /// The next number in [0, 1), from the generator a Lua scene's `random()` uses.
    static func randomUnit() -> Double {
        if generator == nil { generator = SeededGenerator(seed: randomSeed()) }
        return generator!.nextUnit()
    }
}
