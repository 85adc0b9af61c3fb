import Animation
import CCairo
import CPango
import Geometry
import Layers

/// Replays a layer's `Drawing` (what its draw function recorded) with cairo, in the layer's
/// space, clipped to its bounds (drawInContext draws into a backing store the size of the
/// bounds). Core Graphics' defaults start each drawing: black fill and stroke, line width 1,
/// butt caps, miter joins, miter limit 10, no dash, alpha 1. cairo keeps one source, so the
/// fill and stroke colors, the line style and the alpha are a state of their own here,
/// saved and restored with cairo's transform and clip by saveGState and restoreGState.
///
/// With a shadow set (setShadow), each painting call draws into a group first, casts the
/// group's shadow (`ShadowPainter`, in the drawing's base space: the transform at the start)
/// and paints the group over it: each shape casts its own shadow, as in Core Graphics.
/// A blend mode other than normal (setBlendMode) composites each painting call with a cairo
/// operator instead (DrawingPainter+Blend.swift).
struct DrawingPainter {
    let canvas: Canvas
    /// Where the files drawImage and clipToMask name are read.
    let images: ImageCache
    /// The clip masks made while replaying, freed with the painter.
    let masks = MaskPatterns()

    struct GraphicsState {
        var fill = Color.black
        var stroke = Color.black
        var lineWidth = 1.0
        var miterLimit = 10.0
        var cap = CAIRO_LINE_CAP_BUTT
        var join = CAIRO_LINE_JOIN_MITER
        var dash: (phase: Double, lengths: [Double]) = (0, [])
        var alpha = 1.0
        var shadow: Shadow?
        var blend = Drawing.BlendMode.normal
        /// Paints every color opaque white, so that a painting call draws its coverage (how
        /// much of each pixel it covers) rather than its colors: the mask a blend mode needs.
        var coverage = false
        /// The alpha every painting call shows through (clipToMask), in device space; nil: none.
        var mask: OpaquePointer?
        /// The transform collapsed the plane (a scale of 0, or too small to invert): Core
        /// Graphics maps every point onto a line or a point, so nothing shows until a restore.
        var collapsed = false

        func faded(_ color: Color) -> Color {
            guard !coverage else { return .white }
            var c = color.clamped
            c.alpha *= min(max(alpha, 0), 1)
            return c
        }
    }

    func draw(_ drawing: Drawing, in bounds: Rect) throws(RasterError) {
        let bounds = bounds.standardized
        guard !drawing.commands.isEmpty, bounds.width > 0, bounds.height > 0 else { return }
        canvas.save()
        defer { canvas.restore() }
        canvas.newPath()
        canvas.appendRect(bounds)
        canvas.clip()
        // clear(rect) and the blend modes act on the layer's own drawing, not on what lies
        // beneath it: draw into a backing store of its own, as Core Animation does, when
        // there is something to clear or blend with (and only then: other drawings paint
        // directly, the same pixels for less work).
        let isolated = drawing.commands.contains {
            switch $0 {
            case .clear: true
            case .setBlendMode(let mode): mode != .normal
            default: false
            }
        }
        if isolated { canvas.pushGroup() }
        defer {
            if isolated {
                let group = canvas.popGroup()
                canvas.paint(group, alpha: 1)
                cairo_pattern_destroy(group)
            }
        }
        var state = GraphicsState()
        var saved: [GraphicsState] = []
        let base = canvas.matrix
        for command in drawing.commands {
            try masked(command, state.mask) { () throws(RasterError) in
                guard state.blend == .normal || !command.paints else { return try blended(command, state, base: base) }
                try shadowed(command, state.shadow, base: base) { (command) throws(RasterError) in
                    try replay(command, &state, &saved)
                }
            }
        }
        // Leave no path behind for the painters that follow.
        canvas.newPath()
    }

    /// Runs a painting command in a group that casts `shadow` beneath it; any other command
    /// (and any command without a shadow) as it is.
    func shadowed(_ command: Drawing.Command, _ shadow: Shadow?, base: AffineTransform,
                  _ run: (Drawing.Command) throws(RasterError) -> Void) throws(RasterError) {
        guard command.paints, let shadow else { return try run(command) }
        try ShadowPainter(canvas: canvas).paint(shadow, beneath: { () throws(RasterError) in try run(command) }) { paint in
            canvas.save()
            var m = cairo_matrix_t(xx: base.a, yx: base.b, xy: base.c, yy: base.d, x0: base.tx, y0: base.ty)
            cairo_set_matrix(canvas.cr, &m)
            paint()
            canvas.restore()
        }
    }

    /// One recorded command against cairo and the graphics state.
    func replay(_ command: Drawing.Command, _ state: inout GraphicsState,
                        _ saved: inout [GraphicsState]) throws(RasterError) {
        let cr = canvas.cr
        if state.collapsed {
            switch command {
            case .saveGState, .restoreGState, .setFillColor, .setStrokeColor, .setLineWidth, .setMiterLimit,
                 .setLineCap, .setLineJoin, .setLineDash, .setAlpha, .setShadow, .setBlendMode: break
            default: return
            }
        }
        switch command {
        case .saveGState:
            saved.append(state)
            canvas.save()
        case .restoreGState:
            // An unbalanced restore is ignored, as Core Graphics does.
            guard let last = saved.popLast() else { return }
            state = last
            canvas.restore()
        case .concatenate(let t):
            if canvas.canConcatenate(t) { canvas.concatenate(t) } else { state.collapsed = true }
        case .setFillColor(let c): state.fill = c
        case .setStrokeColor(let c): state.stroke = c
        case .setLineWidth(let w): state.lineWidth = w
        case .setMiterLimit(let m): state.miterLimit = m
        case .setLineCap(let cap):
            state.cap = cap == "round" ? CAIRO_LINE_CAP_ROUND : cap == "square" ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT
        case .setLineJoin(let join):
            state.join = join == "round" ? CAIRO_LINE_JOIN_ROUND : join == "bevel" ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER
        case .setLineDash(let phase, let lengths): state.dash = (phase, lengths)
        case .setAlpha(let alpha): state.alpha = alpha
        case .setShadow(let offset, let blur, let color): state.shadow = Shadow(color: color, offset: offset, blur: blur)
        case .setBlendMode(let mode): state.blend = mode
        case .beginPath: canvas.newPath()
        // Each element goes through the canvas, which clamps a path past cairo's range.
        // Without a current point, a line starts a subpath there and a curve at its first
        // control point, in cairo as in Core Graphics.
        case .move(let p): canvas.append(Path([.move(to: p)]))
        case .addLine(let p): canvas.append(Path([.line(to: p)]))
        case .addCurve(let c1, let c2, let p): canvas.append(Path([.curve(to: p, control1: c1, control2: c2)]))
        case .addQuadCurve(let c, let p):
            // cairo has no quadratic curves: the equivalent cubic from the current point.
            let p0 = canvas.currentPoint ?? c
            let c1 = p0 + (c - p0) * (2.0 / 3.0), c2 = p + (c - p) * (2.0 / 3.0)
            let curve = PathElement.curve(to: p, control1: c1, control2: c2)
            canvas.append(Path(canvas.hasCurrentPoint ? [curve] : [.move(to: c), curve]))
        case .addArc(let center, let radius, let start, let end, let clockwise):
            addArc(center: center, radius: max(radius, 0), start: start, end: end, clockwise: clockwise)
        case .addArcTo(let t1, let t2, let radius):
            var path = Path([.move(to: canvas.currentPoint ?? t1)])
            path.addArc(tangent1End: t1, tangent2End: t2, radius: radius)
            appendContinuing(path)
        case .addPath(let path): canvas.append(path)
        case .closePath: canvas.append(Path([.close]))
        case .fillPath(let evenOdd):
            canvas.setSource(state.faded(state.fill))
            canvas.fill(rule: evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        case .strokePath:
            stroke(state)
        case .fillStrokePath(let evenOdd):
            canvas.setSource(state.faded(state.fill))
            cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_fill_preserve(cr)
            stroke(state)
        case .fillShape(let shape):
            aside(shape) {
                canvas.setSource(state.faded(state.fill))
                canvas.fill()
            }
        case .strokeShape(let shape):
            aside(shape) { stroke(state) }
        case .clip(let evenOdd):
            cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            canvas.clip()
        case .clear(let rect):
            cairo_save(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            canvas.appendRect(rect)
            canvas.fill(rule: cairo_get_fill_rule(cr))
            cairo_restore(cr)
        case .linearGradient(let gradient, let start, let end, let extends):
            paint(gradient, cairo_pattern_create_linear(start.x, start.y, end.x, end.y), extends: extends, state)
        case .radialGradient(let gradient, let c0, let r0, let c1, let r1, let extends):
            paint(gradient, cairo_pattern_create_radial(c0.x, c0.y, max(r0, 0), c1.x, c1.y, max(r1, 0)), extends: extends, state)
        case .text(let text, let point, let font, let size, let alignment):
            try drawText(text, at: point, font: font, size: size, alignment: alignment, color: state.faded(state.fill))
        case .drawImage(let image, let rect):
            try drawImage(image, in: rect, state)
        case .clipToMask(let image, let rect):
            state.mask = try mask(image, in: rect, within: state.mask)
        }
    }

    /// Paints `shape` with the current path set aside and put back after.
    private func aside(_ shape: Path, _ paint: () -> Void) {
        let saved = canvas.setPathAside()
        canvas.newPath()
        canvas.append(shape)
        paint()
        canvas.putBack(saved)
    }

    /// CGContextAddArc. Core Graphics' clockwise is in its y-up space: on screen, in this
    /// y-down space, false turns clockwise, which is cairo's increasing angles. A sweep past
    /// a whole turn is one circle, as Core Graphics draws it (cairo would go round up to
    /// 65,536 times). An arc that reaches past cairo's range is built as cubics and clamped
    /// (`Canvas.appendClampedArc`): cairo sizes its segments to the radius, and finding that
    /// size for a radius of 1e308 never ends (found by `make fuzz FUZZ_TARGET=draw`).
    private func addArc(center: Point, radius: Double, start: Double, end: Double, clockwise: Bool) {
        let cr = canvas.cr
        let m = canvas.matrix
        let reach = radius * m.stretchBound
        let c = m.apply(to: center), limit = Canvas.deviceLimit
        guard canvas.fits(center), abs(c.x) + reach <= limit, abs(c.y) + reach <= limit else {
            return canvas.appendClampedArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: !clockwise)
        }
        let turn = 2 * Double.pi
        if clockwise {
            cairo_arc_negative(cr, center.x, center.y, radius, start, start - end > turn ? start - turn : end)
        } else {
            cairo_arc(cr, center.x, center.y, radius, start, end - start > turn ? start + turn : end)
        }
    }

    /// Appends `path` but its first move (which is the current point, or the start of a new subpath).
    private func appendContinuing(_ path: Path) {
        guard case .move? = path.elements.first, canvas.hasCurrentPoint else { return canvas.append(path) }
        canvas.append(Path(Array(path.elements.dropFirst())))
    }

    private func stroke(_ state: GraphicsState) {
        let cr = canvas.cr
        guard state.lineWidth > 0 else { return canvas.newPath() }
        cairo_set_line_width(cr, state.lineWidth)
        cairo_set_line_cap(cr, state.cap)
        cairo_set_line_join(cr, state.join)
        cairo_set_miter_limit(cr, max(state.miterLimit, 1))
        let dashes = state.dash.lengths.map { max($0, 0) }
        if dashes.contains(where: { $0 > 0 }) {
            cairo_set_dash(cr, dashes, Int32(dashes.count), state.dash.phase)
        } else {
            cairo_set_dash(cr, nil, 0, 0)
        }
        canvas.setSource(state.faded(state.stroke))
        canvas.stroke()
    }

    /// A gradient over the whole clip (drawLinearGradient and drawRadialGradient paint
    /// everywhere the clip allows; clip to a path first to fill a shape). Without the
    /// extend options nothing is painted before the start or past the end, as Core
    /// Graphics; with either, cairo pads both ends.
    private func paint(_ gradient: Drawing.Gradient, _ pattern: OpaquePointer?, extends: Bool, _ state: GraphicsState) {
        guard let pattern else { return }
        defer { cairo_pattern_destroy(pattern) }
        for stop in GradientStop.stops(colors: gradient.colors, locations: gradient.locations) {
            let c = state.faded(stop.color)
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, c.red, c.green, c.blue, c.alpha)
        }
        cairo_pattern_set_extend(pattern, extends ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        cairo_set_source(canvas.cr, pattern)
        cairo_paint(canvas.cr)
    }

    /// One line of text with Pango (the fonts of `TextEngine`), its top at `point.y`.
    private func drawText(_ text: String, at point: Point, font: TextFont, size: Double, alignment: String,
                          color: Color) throws(RasterError) {
        let size = min(size, TextPainter.maxFontSize)
        guard !text.isEmpty, size * Double(PANGO_SCALE) >= 1, color.isVisible else { return }
        let cr = canvas.cr
        let saved = canvas.setPathAside()
        defer { canvas.putBack(saved) }
        canvas.setSource(color)
        try TextEngine.shared.withLayout(for: cr, font: font.face, size: size) { layout in
            var utf8 = text.utf8CString
            utf8.withUnsafeMutableBufferPointer { pango_layout_set_text(layout, $0.baseAddress, Int32($0.count - 1)) }
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            let width = Double(logical.width) / Double(PANGO_SCALE)
            let x = point.x - Double(logical.x) / Double(PANGO_SCALE)
                - (alignment == "center" ? width / 2 : alignment == "right" ? width : 0)
            cairo_move_to(cr, x, point.y)
            pango_cairo_show_layout(cr, layout)
        }
    }
}
