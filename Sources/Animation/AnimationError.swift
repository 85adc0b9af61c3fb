/// Why an animation cannot run. The Scene module adds the script's file and line; the
/// command line turns it into one line of text.
public enum AnimationError: Error, Equatable, Sendable, CustomStringConvertible {
    case invalidTiming(String)
    case invalidTimingFunction(String)
    case invalidKeyframes(String)
    /// A value whose kind does not match the others (or the key path's).
    case valueKindMismatch(keyPath: String, expected: AnimationValue.Kind, got: AnimationValue.Kind)
    /// byValue, additive or cumulative on a kind without arithmetic (paths, booleans).
    case noArithmetic(keyPath: String, kind: AnimationValue.Kind, feature: String)
    case invalidSpring(String)

    public var description: String {
        switch self {
        case .invalidTiming(let m), .invalidTimingFunction(let m), .invalidKeyframes(let m), .invalidSpring(let m):
            m
        case .valueKindMismatch(let keyPath, let expected, let got):
            "\(keyPath): expected a \(expected.rawValue) value, got a \(got.rawValue)"
        case .noArithmetic(let keyPath, let kind, let feature):
            "\(keyPath): \(feature) needs values that add up, and a \(kind.rawValue) does not"
        }
    }
}
