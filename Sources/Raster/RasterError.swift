/// Why a frame could not be drawn, or an image read or written. Each case names the file or
/// the thing at fault, and `description` is one line the command line can print as is.
public enum RasterError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The canvas size or scale cannot make a frame (zero, negative, not finite, too large).
    case invalidCanvas(String)
    /// A layer's `contents` names a file that does not exist.
    case imageNotFound(path: String)
    /// The file exists but cannot be read (a directory, no permission).
    case imageUnreadable(path: String, reason: String)
    /// The file is neither a PNG nor a JPEG.
    case unsupportedImage(path: String)
    /// A PNG or JPEG that its decoder refused (truncated, damaged, too large).
    case corruptImage(path: String, reason: String)
    /// One of the pinned font files text needs is not installed (see `FontFamily.files`).
    case fontMissing(path: String)
    /// cairo reported an error while drawing or encoding (out of memory, as a rule).
    case drawingFailed(String)

    public var description: String {
        switch self {
        case .invalidCanvas(let reason):
            "cannot make the canvas: \(reason)"
        case .imageNotFound(let path):
            "image \(path): no such file"
        case .imageUnreadable(let path, let reason):
            "image \(path): cannot be read: \(reason)"
        case .unsupportedImage(let path):
            "image \(path): not a PNG or JPEG file"
        case .corruptImage(let path, let reason):
            "image \(path): \(reason)"
        case .fontMissing(let path):
            "text needs the font \(path), which is not installed (`make deps` installs fonts-liberation2, fonts-inter and fonts-dejavu-core)"
        case .drawingFailed(let reason):
            "drawing failed: \(reason)"
        }
    }
}
