@_spi(LoaderAnim) import LACoreGraphics
import Glibc
import Layers
import Foundation

// Darwin's random numbers on the scene's seeded generator, so that the same command gives
// the same bytes: these shadow Glibc's for a scene that imports UIKit. The numbers are a
// Lua scene's `random()`: the generator is seeded by the scene's `seed` parameter (or
// `--set seed=...`; 1 when it has none) when the scene first asks for one, so that
// `arc4random_uniform(n)` draws what `random(0, n - 1)` draws in a Lua twin.
//
// Swift's own `random(in:)` and `Bool.random()` are generic members of protocol
// extensions (FixedWidthInteger, BinaryFloatingPoint); a member of the concrete type wins
// over them in overload resolution, so `Int.random(in: 0..<n)`, `CGFloat.random(in: 0...1)`
// and `colors.randomElement()` written in a scene draw from the seeded generator too. Code
// that is generic over the type (`T.random(in:)`), and `random(in:using:)` with a generator
// of the scene's own, still get the standard library's.

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

// MARK: The standard library's names, on the scene's generator

extension Int {
    /// `lowerBound + ⌊u × count⌋` for the generator's u in [0, 1): arc4random_uniform's draw,
    /// moved to the range.
    public static func random(in range: ClosedRange<Int>) -> Int {
        range.lowerBound &+ Int(bitPattern: UInt(SceneHost.randomOffset(below: UInt64(UInt(bitPattern: range.upperBound &- range.lowerBound)) &+ 1)))
    }
    public static func random(in range: Range<Int>, file: StaticString = #fileID, line: UInt = #line) -> Int {
        guard !range.isEmpty else { SceneHost.emptyRange("Int.random(in: \(range))", file, line) }
        return random(in: range.lowerBound...(range.upperBound - 1))
    }
}

extension UInt32 {
    public static func random(in range: ClosedRange<UInt32>) -> UInt32 {
        range.lowerBound &+ UInt32(SceneHost.randomOffset(below: UInt64(range.upperBound - range.lowerBound) + 1))
    }
    public static func random(in range: Range<UInt32>, file: StaticString = #fileID, line: UInt = #line) -> UInt32 {
        guard !range.isEmpty else { SceneHost.emptyRange("UInt32.random(in: \(range))", file, line) }
        return random(in: range.lowerBound...(range.upperBound - 1))
    }
}

extension Bool {
    /// true for u < 0.5.
    public static func random() -> Bool { SceneHost.randomUnit() < 0.5 }
}

extension Double {
    /// `lowerBound + u × (upperBound − lowerBound)`, u in [0, 1).
    public static func random(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + SceneHost.randomUnit() * (range.upperBound - range.lowerBound)
    }
    public static func random(in range: Range<Double>, file: StaticString = #fileID, line: UInt = #line) -> Double {
        guard !range.isEmpty else { SceneHost.emptyRange("Double.random(in: \(range))", file, line) }
        return random(in: range.lowerBound...range.upperBound)
    }
}

extension CGFloat {
    public static func random(in range: ClosedRange<CGFloat>) -> CGFloat {
        CGFloat(Double.random(in: Double(range.lowerBound)...Double(range.upperBound)))
    }
    public static func random(in range: Range<CGFloat>, file: StaticString = #fileID, line: UInt = #line) -> CGFloat {
        guard !range.isEmpty else { SceneHost.emptyRange("CGFloat.random(in: \(range))", file, line) }
        return random(in: range.lowerBound...range.upperBound)
    }
}

extension Float {
    public static func random(in range: ClosedRange<Float>) -> Float {
        Float(Double.random(in: Double(range.lowerBound)...Double(range.upperBound)))
    }
    public static func random(in range: Range<Float>, file: StaticString = #fileID, line: UInt = #line) -> Float {
        guard !range.isEmpty else { SceneHost.emptyRange("Float.random(in: \(range))", file, line) }
        return random(in: range.lowerBound...range.upperBound)
    }
}

extension Array {
    /// The element at `Int.random(in: 0..<count)`; nil when empty.
    public func randomElement() -> Element? { isEmpty ? nil : self[Int.random(in: 0...(count - 1))] }
}

extension SceneHost {
    /// ⌊u × count⌋ for the generator's u, in 0..<count (count 0 stands for 2^64: the whole range).
    static func randomOffset(below count: UInt64) -> UInt64 {
        let span = count == 0 ? 0x1p64 : Double(count)
        let scaled = (randomUnit() * span).rounded(.down)
        return scaled >= span - 1 ? count &- 1 : UInt64(scaled)
    }

    /// The standard library traps on an empty range; the scene stops with its line instead.
    static func emptyRange(_ call: String, _ file: StaticString, _ line: UInt) -> Never {
        MirrorDiagnostics.at(file, line) { MirrorDiagnostics.fail("\(call): the range is empty") }
    }
}
