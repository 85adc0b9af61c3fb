import Animation

/// Why a change to the layer tree was refused. The Scene module adds the script's file and
/// line; the command line turns it into one line of text.
public enum LayerError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknownKeyPath(String, suggestion: String?)
    /// A real key path, but of another layer class (strokeEnd on a plain Layer).
    case wrongLayerKind(keyPath: String, owner: LayerKind, layer: LayerKind)
    case wrongValueKind(keyPath: String, expected: AnimationValue.Kind, got: AnimationValue.Kind)
    case invalidValue(keyPath: String, reason: String)
    case notAnimatable(keyPath: String)
    case invalidAnimation(AnimationError)
    case invalidTree(String)
    /// Callbacks kept scheduling work at one instant without time moving on.
    case runawayEvents(time: Double, count: Int)
    /// Draw functions kept changing what a layer draws from within one frame.
    case runawayDrawing(layer: String, time: Double)
    /// A change that would take a frame over one of the budgets (`Stage+Budgets`).
    case overBudget(String)

    public var description: String {
        switch self {
        case .unknownKeyPath(let keyPath, let suggestion):
            "unknown key path \"\(keyPath)\"" + (suggestion.map { ": did you mean \($0)?" } ?? "")
        case .wrongLayerKind(let keyPath, let owner, let layer):
            "\(keyPath) is a property of \(owner.rawValue), and this layer is a \(layer.rawValue)"
        case .wrongValueKind(let keyPath, let expected, let got):
            "\(keyPath) takes a \(expected.rawValue), not a \(got.rawValue)"
        case .invalidValue(let keyPath, let reason):
            "\(keyPath): \(reason)"
        case .notAnimatable(let keyPath):
            "\(keyPath) cannot be animated"
        case .invalidAnimation(let error):
            error.description
        case .invalidTree(let message), .overBudget(let message):
            message
        case .runawayEvents(let time, let count):
            "more than \(count) events at t = \(time) s without time moving on: a callback keeps scheduling itself"
        case .runawayDrawing(let layer, let time):
            "at t = \(time) s a draw function changed what \(layer) draws from after it had drawn twice in the "
                + "frame: a draw keeps dirtying itself (or two draws dirty each other)"
        }
    }
}
