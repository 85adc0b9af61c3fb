@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics

// The Symbols framework's effects (iOS 17), as UIImageView's symbol animations name them
// (`imageView.addSymbolEffect(.bounce)`). SF Symbols are not drawn, so neither are these:
// they are values to pass, each with its variants.

public protocol SymbolEffect: Hashable, Sendable {}
public protocol IndefiniteSymbolEffect {}
public protocol DiscreteSymbolEffect {}
public protocol TransitionSymbolEffect {}
public protocol ContentTransitionSymbolEffect {}

/// How an effect runs: repeating or not, how many times, how fast.
public struct SymbolEffectOptions: Hashable, Sendable {
    var repeatCount: Int?
    var speedFactor = 1.0
    public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions(repeatCount: 0) }
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions(repeatCount: 1) }
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(repeatCount: count) }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(speedFactor: speed) }
    public var repeating: SymbolEffectOptions { var o = self; o.repeatCount = 0; return o }
    public var nonRepeating: SymbolEffectOptions { var o = self; o.repeatCount = 1; return o }
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { var o = self; o.repeatCount = count; return o }
    public func speed(_ speed: Double) -> SymbolEffectOptions { var o = self; o.speedFactor = speed; return o }
}

/// What a symbol effect's completion handler is told.
open class UISymbolEffectCompletionContext {
    open private(set) var isFinished: Bool
    open private(set) weak var sender: AnyObject?
    public let effect: any SymbolEffect
    init(isFinished: Bool, sender: AnyObject?, effect: any SymbolEffect) {
        self.isFinished = isFinished
        self.sender = sender
        self.effect = effect
    }
}
public typealias UISymbolEffectCompletion = (UISymbolEffectCompletionContext) -> Void

/// An effect and its variant (direction, layering): `.bounce.up.byLayer`.
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var variant: [String] = []
    public var up: Self { Self(variant: variant + ["up"]) }
    public var down: Self { Self(variant: variant + ["down"]) }
    public var byLayer: Self { Self(variant: variant + ["byLayer"]) }
    public var wholeSymbol: Self { Self(variant: variant + ["wholeSymbol"]) }
}
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var variant: [String] = []
    public var byLayer: Self { Self(variant: variant + ["byLayer"]) }
    public var wholeSymbol: Self { Self(variant: variant + ["wholeSymbol"]) }
}
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    var variant: [String] = []
    public var iterative: Self { Self(variant: variant + ["iterative"]) }
    public var cumulative: Self { Self(variant: variant + ["cumulative"]) }
    public var reversing: Self { Self(variant: variant + ["reversing"]) }
    public var nonReversing: Self { Self(variant: variant + ["nonReversing"]) }
    public var hideInactiveLayers: Self { Self(variant: variant + ["hideInactiveLayers"]) }
    public var dimInactiveLayers: Self { Self(variant: variant + ["dimInactiveLayers"]) }
}
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect {
    var variant: [String] = []
    public var up: Self { Self(variant: variant + ["up"]) }
    public var down: Self { Self(variant: variant + ["down"]) }
    public var byLayer: Self { Self(variant: variant + ["byLayer"]) }
    public var wholeSymbol: Self { Self(variant: variant + ["wholeSymbol"]) }
}
public struct AppearSymbolEffect: SymbolEffect, TransitionSymbolEffect, IndefiniteSymbolEffect {
    var variant: [String] = []
    public var up: Self { Self(variant: variant + ["up"]) }
    public var down: Self { Self(variant: variant + ["down"]) }
    public var byLayer: Self { Self(variant: variant + ["byLayer"]) }
    public var wholeSymbol: Self { Self(variant: variant + ["wholeSymbol"]) }
}
public struct DisappearSymbolEffect: SymbolEffect, TransitionSymbolEffect, IndefiniteSymbolEffect {
    var variant: [String] = []
    public var up: Self { Self(variant: variant + ["up"]) }
    public var down: Self { Self(variant: variant + ["down"]) }
    public var byLayer: Self { Self(variant: variant + ["byLayer"]) }
    public var wholeSymbol: Self { Self(variant: variant + ["wholeSymbol"]) }
}
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect {
    var variant: [String] = []
    public var downUp: Self { Self(variant: variant + ["downUp"]) }
    public var upUp: Self { Self(variant: variant + ["upUp"]) }
    public var offUp: Self { Self(variant: variant + ["offUp"]) }
    public var byLayer: Self { Self(variant: variant + ["byLayer"]) }
    public var wholeSymbol: Self { Self(variant: variant + ["wholeSymbol"]) }
}

extension SymbolEffect where Self == BounceSymbolEffect { public static var bounce: BounceSymbolEffect { .init() } }
extension SymbolEffect where Self == PulseSymbolEffect { public static var pulse: PulseSymbolEffect { .init() } }
extension SymbolEffect where Self == VariableColorSymbolEffect { public static var variableColor: VariableColorSymbolEffect { .init() } }
extension SymbolEffect where Self == ScaleSymbolEffect { public static var scale: ScaleSymbolEffect { .init() } }
extension SymbolEffect where Self == AppearSymbolEffect { public static var appear: AppearSymbolEffect { .init() } }
extension SymbolEffect where Self == DisappearSymbolEffect { public static var disappear: DisappearSymbolEffect { .init() } }
extension SymbolEffect where Self == ReplaceSymbolEffect { public static var replace: ReplaceSymbolEffect { .init() } }
