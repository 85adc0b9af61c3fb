import CGif
import Pixels

/// What can go wrong while encoding or decoding a GIF. Each `description` is one line that
/// names the value at fault and, where it is not obvious, why it is refused.
public enum GIFError: Error, Equatable, Sendable, CustomStringConvertible {
    case fpsNotPositive(Double)
    case fpsAboveFifty(Double)
    case loopCountOutOfRange(Int)
    case maxColorsOutOfRange(Int)
    case matteNotOpaque(RGBA8)
    case toleranceOutOfRange(Double)
    case lossyOutOfRange(Double)
    case threadsNegative(Int)
    case frameMemoryNegative(Int)
    case noFrames
    case frameTooLarge(width: Int, height: Int)
    case frameSizeMismatch(index: Int, width: Int, height: Int, canvasWidth: Int, canvasHeight: Int)
    /// A giflib call failed; `code` is giflib's error number (E_GIF_ERR_* or D_GIF_ERR_*).
    case giflib(function: String, code: Int32)
    /// The bytes decode but break a rule of the format.
    case malformed(String)

    public var description: String {
        switch self {
        case .fpsNotPositive(let fps):
            return "fps \(Self.format(fps)) is not a positive number of frames per second"
        case .fpsAboveFifty(let fps):
            return "fps \(Self.format(fps)) is above 50: GIF delays are whole centiseconds and "
                + "browsers play delays under 2 cs as 10 cs"
        case .loopCountOutOfRange(let count):
            return "loop count \(count) is out of range: 0 loops forever, 1...65536 is the number of plays"
        case .maxColorsOutOfRange(let colors):
            return "colors \(colors) is out of range: a GIF palette holds 2...256 colors"
        case .matteNotOpaque(let matte):
            return "matte \(matte) is not opaque: it is the page color that edge pixels are blended onto"
        case .toleranceOutOfRange(let tolerance):
            return "tolerance \(Self.format(tolerance)) is out of range: it is an RGB distance, 0...255"
        case .lossyOutOfRange(let lossy):
            return "lossy \(Self.format(lossy)) is out of range: it is an RGB distance, 0...255 (0 is off)"
        case .threadsNegative(let threads):
            return "threads \(threads) is negative: use 0 for every core or a count of threads"
        case .frameMemoryNegative(let bytes):
            return "frame memory \(bytes) is negative: use 0 to draw every frame twice, or a number of bytes"
        case .noFrames:
            return "the frame source has no frames: a GIF needs at least one"
        case .frameTooLarge(let width, let height):
            return "a \(width) x \(height) frame is too large: GIF sizes stop at 65535 x 65535"
        case .frameSizeMismatch(let index, let width, let height, let canvasWidth, let canvasHeight):
            return "frame \(index) is \(width) x \(height) but frame 0 is \(canvasWidth) x \(canvasHeight): "
                + "every frame of a GIF has the canvas size"
        case .giflib(let function, let code):
            let reason = GifErrorString(code).map { String(cString: $0) } ?? "unknown error"
            return "giflib \(function) failed: \(reason) (error \(code))"
        case .malformed(let reason):
            return "malformed GIF: \(reason)"
        }
    }

    /// 60 rather than 60.0; NaN and infinities as Swift spells them.
    private static func format(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
