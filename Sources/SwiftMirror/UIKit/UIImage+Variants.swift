@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics
import Geometry
import Layers

/// The images UIKit derives from an image (tinted, turned, resizable, animated): each a copy
/// that keeps the same source and says how to draw it. They are drawn as recordings over the
/// source (Drawing), so a tinted or stretched file stays sharp at the render's scale.
extension UIImage {
    public enum RenderingMode: Int, Sendable { case automatic = 0, alwaysOriginal = 1, alwaysTemplate = 2 }
    /// `.tile` is drawn stretched, as `.stretch` (the middle is not repeated).
    public enum ResizingMode: Int, Sendable { case tile = 0, stretch = 1 }

    /// A copy with every variant setting, for `change` to alter.
    func variant(_ change: (UIImage) -> Void) -> UIImage {
        let copy = UIImage(cgImage: source)
        copy.isEmpty = isEmpty
        copy.explicitScale = explicitScale
        copy.imageOrientation = imageOrientation
        copy.renderingMode = renderingMode
        copy.ownTint = ownTint
        copy.capInsets = capInsets
        copy.resizingMode = resizingMode
        copy.isResizable = isResizable
        copy.images = images
        copy.duration = duration
        copy.alignmentRectInsets = alignmentRectInsets
        copy.baselineOffsetFromBottom = baselineOffsetFromBottom
        copy.configuration = configuration
        copy.isSymbolImage = isSymbolImage
        copy.flipsForRightToLeftLayoutDirection = flipsForRightToLeftLayoutDirection
        change(copy)
        return copy
    }

    /// The image as drawn at its size: turned by its orientation, and painted in its own tint
    /// (withTintColor) or, for a template image, in `tint` (an image view's tintColor)
    /// through its alpha. The source itself when nothing applies.
    func rendered(tint: UIColor?) -> CGImage {
        let color = ownTint ?? (renderingMode == .alwaysTemplate ? tint : nil)
        let raw = sourceSize
        guard color != nil || imageOrientation != .up || raw != source.pointSize else { return source }
        let rect = Rect(x: 0, y: 0, width: Double(raw.width), height: Double(raw.height))
        var commands: [Drawing.Command] = []
        if imageOrientation != .up { commands.append(.concatenate(orientationTransform(raw))) }
        if let color {
            commands += [.saveGState, .clipToMask(source.image, in: rect), .setFillColor(color.engineColor),
                         .fillShape(Path(rect: rect)), .restoreGState]
        } else {
            commands.append(.drawImage(source.image, in: rect))
        }
        return CGImage(drawn: DrawnImage(size: size.size, drawing: Drawing(commands: commands)), scale: scale)
    }

    /// Maps the source's space (w x h) into the displayed one, as EXIF orientations do:
    /// `.right` turns the source a quarter clockwise (a portrait photo's), `.left` counterclockwise.
    private func orientationTransform(_ raw: CGSize) -> Geometry.AffineTransform {
        let w = Double(raw.width), h = Double(raw.height)
        let (a, b, c, d, tx, ty): (Double, Double, Double, Double, Double, Double) = switch imageOrientation {
        case .up: (1, 0, 0, 1, 0, 0)
        case .down: (-1, 0, 0, -1, w, h)
        case .left: (0, -1, 1, 0, 0, w)
        case .right: (0, 1, -1, 0, h, 0)
        case .upMirrored: (-1, 0, 0, 1, w, 0)
        case .downMirrored: (1, 0, 0, -1, 0, h)
        case .leftMirrored: (0, 1, 1, 0, 0, 0)
        case .rightMirrored: (0, -1, -1, 0, h, w)
        }
        return Geometry.AffineTransform(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// A resizable image at `target`: the cap insets' corners and edges kept at their size
    /// (scaled down together when they do not fit), the middle stretched; nine clipped draws.
    func stretched(to target: CGSize, tint: UIColor?) -> CGImage {
        let image = rendered(tint: tint), whole = size
        func cuts(_ low: CGFloat, _ high: CGFloat, _ length: CGFloat, _ to: CGFloat) -> (source: [CGFloat], target: [CGFloat]) {
            let low = max(0, min(low, length)), high = max(0, min(high, length - low))
            let fit = low + high > to ? to / (low + high) : 1
            return ([0, low, length - high, length], [0, low * fit, to - high * fit, to])
        }
        let xs = cuts(capInsets.left, capInsets.right, whole.width, target.width)
        let ys = cuts(capInsets.top, capInsets.bottom, whole.height, target.height)
        var commands: [Drawing.Command] = []
        for i in 0..<3 {
            for j in 0..<3 {
                let sx = (xs.source[i], xs.source[i + 1]), tx = (xs.target[i], xs.target[i + 1])
                let sy = (ys.source[j], ys.source[j + 1]), ty = (ys.target[j], ys.target[j + 1])
                guard sx.1 > sx.0, sy.1 > sy.0, tx.1 > tx.0, ty.1 > ty.0 else { continue }
                let kx = (tx.1 - tx.0) / (sx.1 - sx.0), ky = (ty.1 - ty.0) / (sy.1 - sy.0)
                let slice = CGRect(x: tx.0, y: ty.0, width: tx.1 - tx.0, height: ty.1 - ty.0)
                let placed = CGRect(x: tx.0 - sx.0 * kx, y: ty.0 - sy.0 * ky, width: whole.width * kx, height: whole.height * ky)
                commands += [.saveGState, .beginPath, .addPath(Path(rect: slice.rect)), .clip(evenOdd: false),
                             .drawImage(image.image, in: placed.rect), .restoreGState]
            }
        }
        return CGImage(drawn: DrawnImage(size: target.size, drawing: Drawing(commands: commands)), scale: scale)
    }

    public func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage { variant { $0.renderingMode = renderingMode } }
    /// Drawn in `color` through the image's alpha, wherever it is drawn.
    public func withTintColor(_ color: UIColor) -> UIImage { variant { $0.ownTint = color } }
    public func withTintColor(_ color: UIColor, renderingMode: UIImage.RenderingMode) -> UIImage {
        variant {
            $0.ownTint = color
            $0.renderingMode = renderingMode
        }
    }

    /// Drawn by draw(in:) and an image view (contentMode .scaleToFill) with its caps kept.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: UIImage.ResizingMode) -> UIImage {
        variant {
            $0.capInsets = capInsets
            $0.resizingMode = resizingMode
            $0.isResizable = true
        }
    }
    /// The iOS 4 form: caps of leftCapWidth and topCapHeight, the right and bottom ones one
    /// point narrower than what is left (a one-point middle), stretched.
    public func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
        let left = CGFloat(leftCapWidth), top = CGFloat(topCapHeight), whole = size
        let insets = UIEdgeInsets(top: top, left: left, bottom: top > 0 ? max(0, whole.height - top - 1) : 0,
                                  right: left > 0 ? max(0, whole.width - left - 1) : 0)
        return resizableImage(withCapInsets: insets, resizingMode: .stretch)
    }
    public var leftCapWidth: Int { Int(capInsets.left) }
    public var topCapHeight: Int { Int(capInsets.top) }

    /// The frames, shown one after another over `duration` by an image view (forever, as
    /// iOS); its size is the first frame's. Nil for no frames.
    public class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first else { return nil }
        return first.variant {
            $0.images = images
            $0.duration = duration
        }
    }
    /// Loads `name0`, `name1` ... (up to `name1024`, as iOS) beside the scene.
    public class func animatedImageNamed(_ name: String, duration: TimeInterval) -> UIImage? {
        var frames: [UIImage] = []
        for index in 0...1024 {
            guard let path = UIImage.file(named: name + "\(index)"), let frame = UIImage(contentsOfFile: path) else {
                if frames.isEmpty, index == 0 { continue }
                break
            }
            frames.append(frame)
        }
        return animatedImage(with: frames, duration: duration)
    }
    public class func animatedResizableImageNamed(_ name: String, capInsets: UIEdgeInsets, duration: TimeInterval) -> UIImage? {
        animatedResizableImageNamed(name, capInsets: capInsets, resizingMode: .tile, duration: duration)
    }
    public class func animatedResizableImageNamed(_ name: String, capInsets: UIEdgeInsets, resizingMode: UIImage.ResizingMode,
                                                duration: TimeInterval) -> UIImage? {
        guard let image = animatedImageNamed(name, duration: duration) else { return nil }
        let frames = image.images?.map { $0.resizableImage(withCapInsets: capInsets, resizingMode: resizingMode) }
        return frames.flatMap { animatedImage(with: $0, duration: duration) }
    }

    /// The same picture mirrored left to right (the orientation's mirrored twin).
    public func withHorizontallyFlippedOrientation() -> UIImage {
        let flipped: Orientation = switch imageOrientation {
        case .up: .upMirrored
        case .upMirrored: .up
        case .down: .downMirrored
        case .downMirrored: .down
        case .left: .rightMirrored
        case .rightMirrored: .left
        case .right: .leftMirrored
        case .leftMirrored: .right
        }
        return variant { $0.imageOrientation = flipped }
    }

    /// Tiles the image from the context's origin across `rect`, as a pattern color fills.
    public func drawAsPattern(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), size.width > 0, size.height > 0, !rect.isEmpty else { return }
        let w = size.width, h = size.height
        let columns = Int(((rect.maxX / w).rounded(.up) - (rect.minX / w).rounded(.down)))
        let rows = Int(((rect.maxY / h).rounded(.up) - (rect.minY / h).rounded(.down)))
        guard columns * rows <= 4096 else { return MirrorDiagnostics.warnNotDrawn("UIImage.drawAsPattern(in:)") }
        let image = engineImage
        context.saveGState()
        context.clip(to: rect)
        var y = (rect.minY / h).rounded(.down) * h
        while y < rect.maxY {
            var x = (rect.minX / w).rounded(.down) * w
            while x < rect.maxX {
                context.drawUpright(image, in: CGRect(x: x, y: y, width: w, height: h))
                x += w
            }
            y += h
        }
        context.restoreGState()
    }

    // MARK: Inert
    public func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage { variant { $0.alignmentRectInsets = alignmentInsets } }
    public func withBaselineOffset(fromBottom baselineOffset: CGFloat) -> UIImage { variant { $0.baselineOffsetFromBottom = baselineOffset } }
    public func imageWithoutBaseline() -> UIImage { variant { $0.baselineOffsetFromBottom = 0 } }
    public func imageFlippedForRightToLeftLayoutDirection() -> UIImage { variant { $0.flipsForRightToLeftLayoutDirection = true } }
}
