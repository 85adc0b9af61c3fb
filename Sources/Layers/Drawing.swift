import Animation
import Geometry

/// What a layer's `draw` function drew (drawInContext / draw(_:)), recorded as CGContext
/// calls in the layer's bounds space, y down, and replayed by the renderer with cairo at
/// the render's scale. Recording keeps the scripting on the stage's thread and the drawing
/// a value any thread may paint, and a vector recording draws sharp at every contentsScale.
public struct Drawing: Hashable, Sendable {
    /// One CGContext call. Path calls add to the current path in the current transform,
    /// as Core Graphics does; painting calls use the graphics state in force (colors, line
    /// style, alpha), which saveGState/restoreGState push and pop with the transform and clip.
    public enum Command: Hashable, Sendable {
        case saveGState, restoreGState
        /// translateBy, scaleBy, rotateBy, concatCTM: the matrix maps the new user space
        /// into the old one.
        case concatenate(AffineTransform)
        case setFillColor(Color), setStrokeColor(Color)
        case setLineWidth(Double), setMiterLimit(Double)
        case setLineCap(String), setLineJoin(String)
        case setLineDash(phase: Double, lengths: [Double])
        case setAlpha(Double)
        /// CGContextSetBlendMode: how what is painted after it combines with what the drawing
        /// already holds (its own backing store, not the layers beneath).
        case setBlendMode(BlendMode)
        /// CGContextSetShadowWithColor: what is painted after it casts a shadow `offset` away
        /// in the drawing's base space (the layer's, y down: positive heights go down, as on
        /// iOS since 3.2), whatever the transform; `blur` as a layer's shadowRadius. A clear
        /// color turns shadows off.
        case setShadow(offset: Size, blur: Double, color: Color)
        case beginPath
        case move(Point)
        case addLine(Point)
        case addCurve(control1: Point, control2: Point, end: Point)
        case addQuadCurve(control: Point, end: Point)
        /// CGContextAddArc: `clockwise` as Core Graphics means it in its own y-up space, so
        /// in draw(_:)'s flipped space false sweeps clockwise on screen.
        case addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool)
        case addArcTo(tangent1End: Point, tangent2End: Point, radius: Double)
        /// addRect, addEllipse, addPath: a whole path appended.
        case addPath(Path)
        case closePath
        case fillPath(evenOdd: Bool)
        case strokePath
        /// CGContextDrawPath(.fillStroke / .eoFillStroke): fills the path, then strokes it,
        /// one painting (one shadow); the path is used up.
        case fillStrokePath(evenOdd: Bool)
        case clip(evenOdd: Bool)
        /// fill(rect), fillEllipse(in:), stroke(rect), strokeEllipse(in:): a shape painted
        /// on its own, leaving the current path as it was.
        case fillShape(Path), strokeShape(Path)
        /// clear(rect): makes the rect transparent.
        case clear(Rect)
        case linearGradient(Gradient, start: Point, end: Point, extends: Bool)
        case radialGradient(Gradient, startCenter: Point, startRadius: Double, endCenter: Point, endRadius: Double,
                            extends: Bool)
        /// A string drawn with the fill color, its top at `point.y`; `alignment` (left,
        /// center, right) puts `point.x` at its left edge, middle or right edge.
        case text(String, point: Point, font: TextFont, size: Double, alignment: String)
        /// CGContextDrawImage: the image scaled to fill `rect`, its top row at `rect.minY`
        /// (upright in this y-down space, as UIImage.draw(in:) draws; the mirror's
        /// CGContext.draw(_:in:) flips it first, as Core Graphics does), under the alpha.
        case drawImage(LayerImage, in: Rect)
        /// CGContextClipToMask: what is painted after it (until the restoreGState that pops
        /// it) shows only where the image, laid out as `drawImage` lays it, has alpha, and
        /// as much as it has. It intersects the clip and any earlier mask.
        case clipToMask(LayerImage, in: Rect)
    }

    /// CGBlendMode, by its Swift names (docs/core-animation.md#blend-modes): the separable
    /// modes (multiply ... exclusion), the non-separable ones (hue ... luminosity), the
    /// Porter-Duff ones (clear ... xor) and the two plus modes. Each is a cairo operator
    /// but plusDarker, which cairo has no operator for and loaderanim refuses.
    public enum BlendMode: String, CaseIterable, Hashable, Sendable {
        case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference,
             exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver,
             destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter

        /// Why loaderanim does not draw the mode, for the error that refuses it; nil for
        /// the modes it draws. Refused when the scene sets it, so `validate` reports it.
        public var refusal: String? {
            guard self == .plusDarker else { return nil }
            return "plusDarker (R = MAX(0, 1 - ((1 - D) + (1 - S)))) is not supported: cairo, which draws loaderanim's "
                + "frames, has no operator for it (multiply and darken are the darkening modes it has)"
        }
    }

    /// CGGradient's colors and locations (evenly spaced when empty).
    public struct Gradient: Hashable, Sendable {
        public var colors: [Color]
        public var locations: [Double]

        public init(colors: [Color], locations: [Double] = []) {
            self.colors = colors
            self.locations = locations
        }
    }

    public var commands: [Command] = []

    public init(commands: [Command] = []) { self.commands = commands }

    /// The most commands one drawing may hold: far beyond a progress ring's few dozen, low
    /// enough that a runaway loop of draw calls stops with a message rather than using up
    /// memory frame after frame.
    public static let maxCommands = 1_000_000
}
