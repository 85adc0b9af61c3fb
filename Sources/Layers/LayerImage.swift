import Geometry

/// What code drew into an image context (UIGraphicsBeginImageContextWithOptions,
/// UIGraphicsImageRenderer, a Lua scene's `image_context`): the recorded calls and the size
/// in points they were drawn in (y down, origin at the top left). Kept as a recording, not
/// pixels, so the image is drawn with cairo at the render's scale wherever it is used and
/// stays sharp at --scale 2 or 4; the only place it becomes pixels is the device-resolution
/// alpha of a clip mask (`Drawing.Command.clipToMask`) or of a mask layer, never a 1x bitmap.
public struct DrawnImage: Hashable, Sendable {
    public var size: Size
    public var drawing: Drawing

    public init(size: Size, drawing: Drawing) {
        self.size = size
        self.drawing = drawing
    }

    /// How many commands replaying the image runs, the images it draws counted in full: what
    /// `Drawing.maxCommands` bounds, so an image drawn a thousand times into an image drawn a
    /// thousand times is refused when recorded rather than replayed frame after frame.
    public var weight: Int { drawing.weight }

    /// The most points an image context may be on a side: far beyond a loader's logo or
    /// ring (tens to hundreds of points), low enough that a size computed from garbage stops
    /// with a message.
    public static let maxSide = 10_000.0

    /// Refuses a size no image context has: not finite, negative, or over `maxSide` a side.
    /// (A zero side is allowed: iOS makes no context for it, and the mirror follows.)
    public static func check(size: Size) throws(LayerError) {
        for (name, side) in [("width", size.width), ("height", size.height)] {
            guard side.isFinite else {
                throw .invalidValue(keyPath: "image size", reason: "the \(name) \(side) is not a finite number")
            }
            guard side >= 0 else { throw .invalidValue(keyPath: "image size", reason: "the \(name) \(side) is negative") }
            guard side <= maxSide else {
                throw .overBudget("an image context \(Stage.count(side)) points in \(name), over the limit of "
                    + "\(Stage.count(maxSide)) points a side")
            }
        }
    }
}

/// An image a layer shows as its contents or a drawing paints: a PNG or JPEG file (its path
/// as `contents` holds it), or an image drawn by code.
///
/// Stored as two optionals, one of them set, and switched on through `source`. As an enum
/// of the two, Swift kept the case in the spare high bits of the recording's array pointer,
/// a pointer LeakSanitizer cannot follow: every drawn image alive at exit was reported
/// leaked (`make test-sanitize`). An optional marks nil with an invalid pointer instead.
public struct LayerImage: Hashable, Sendable {
    /// The file's path; nil for a drawn image.
    public let path: String?
    /// The recording; nil for a file.
    public let drawnImage: DrawnImage?

    public static func file(_ path: String) -> LayerImage { LayerImage(path: path, drawnImage: nil) }
    public static func drawn(_ image: DrawnImage) -> LayerImage { LayerImage(path: nil, drawnImage: image) }

    public enum Source {
        case file(String)
        case drawn(DrawnImage)
    }

    /// Which of the two it is, to switch on (not to store: see above).
    public var source: Source { drawnImage.map(Source.drawn) ?? .file(path ?? "") }
}

extension Stage {
    /// The `contents` value that names `image` on this stage: the same name for an equal
    /// image, so a contents value still compares (and a redraw that makes the same image
    /// changes nothing), and names numbered in the order the scene first used them, so every
    /// run of a scene gives the same names. A property holds names, never the recordings.
    public func contentsName(for image: DrawnImage) -> String {
        if let name = drawnImageNames[image] { return name }
        let name = "drawn image \(drawnImages.count + 1) (\(Self.points(image.size.width)) x \(Self.points(image.size.height)))"
        drawnImageNames[image] = name
        drawnImages[name] = image
        return name
    }

    /// The drawn image a `contents` value names, or nil for a file's path.
    public func drawnImage(named name: String) -> DrawnImage? { drawnImages[name] }

    private static func points(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
