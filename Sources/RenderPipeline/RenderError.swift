/// What the pipeline itself refuses; the stages' own errors (SceneError, RasterError,
/// LayerError, GIFError) pass through unchanged. The text is the whole message a front end
/// shows; options are named by their command-line flags, which a batch manifest shares.
public enum RenderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An option out of range or unreadable (a usage error, 64 at the command line).
    case invalidOption(String)
    /// The scene asks for a canvas the renderer cannot make (a bad scene, 65).
    case invalidCanvas(String)
    /// The caller's progress asked to stop; nothing was written.
    case cancelled

    public var description: String {
        switch self {
        case .invalidOption(let message), .invalidCanvas(let message): message
        case .cancelled: "the render was cancelled"
        }
    }
}

/// A number for a message: whole numbers without ".0", others as Swift prints them.
public func format(_ value: Double) -> String {
    value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
}
