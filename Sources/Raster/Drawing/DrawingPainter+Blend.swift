import CCairo
import Geometry
import Layers

/// Blend modes (CGContextSetBlendMode; docs/core-animation.md#blend-modes). Core Graphics
/// blends within the layer's own backing store: it starts transparent and holds only what
/// the draw function painted, so `draw` isolates such a drawing in a group of its own, and
/// the operators below see that group as the destination, never the layers beneath.
///
/// Each CGBlendMode is the cairo operator of the same formula: the separable modes (PDF's,
/// which Core Graphics and cairo both implement) multiply ... exclusion, the non-separable
/// ones hue ... luminosity, the Porter-Duff ones (copy is SOURCE, plusLighter is ADD). Core
/// Graphics composites every mode within the painted shape: a pixel the shape does not
/// cover keeps its color (bounded, unlike a canvas's "source-in"). Most of cairo's
/// operators are bounded the same way and linear in the source's coverage, so the shape is
/// drawn as usual into a group and the group composited with the operator. Six are not:
/// copy and clear would replace or erase the whole group, and sourceIn, sourceOut,
/// destinationIn and destinationAtop are unbounded in cairo (they clear where the source is
/// transparent). For those the result is built as Core Graphics defines it, per pixel
/// R = M·op(S, D) + (1 - M)·D, with M the shape's coverage and S its color at full coverage.
extension DrawingPainter {
    /// The cairo operator drawing `mode`; plusDarker has none (the scene API refuses it
    /// before it can reach a drawing).
    static func cairoOperator(_ mode: Drawing.BlendMode) -> cairo_operator_t? {
        switch mode {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: CAIRO_OPERATOR_CLEAR
        case .copy: CAIRO_OPERATOR_SOURCE
        case .sourceIn: CAIRO_OPERATOR_IN
        case .sourceOut: CAIRO_OPERATOR_OUT
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: CAIRO_OPERATOR_DEST_IN
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
        case .xor: CAIRO_OPERATOR_XOR
        case .plusLighter: CAIRO_OPERATOR_ADD
        case .plusDarker: nil
        }
    }

    /// The modes whose cairo operator cannot simply composite the painted shape: they need
    /// its coverage apart from its color (see the type's comment).
    static func needsCoverage(_ mode: Drawing.BlendMode) -> Bool {
        [.clear, .copy, .sourceIn, .sourceOut, .destinationIn, .destinationAtop].contains(mode)
    }

    /// One painting command under `state.blend`, onto the drawing's backing store (the
    /// current group). The current path is used as the command would use it: a fill or
    /// stroke of the path consumes it, the rest leave it.
    ///
    /// With a shadow set, the shape and its shadow are drawn together (as without a blend
    /// mode) and that image is composited with the mode, its alpha standing for the
    /// coverage: the shadow blends as part of what was painted.
    func blended(_ command: Drawing.Command, _ state: GraphicsState, base: AffineTransform) throws(RasterError) {
        guard let op = Self.cairoOperator(state.blend) else { return }
        let cr = canvas.cr
        let path = canvas.setPathAside()
        /// Runs the command with the path it was given, whatever an earlier run consumed.
        func run(_ state: GraphicsState) throws(RasterError) {
            canvas.putBack(path)
            var state = state, saved: [GraphicsState] = []
            try replay(command, &state, &saved)
        }
        defer { if command.consumesPath { canvas.newPath() } else { canvas.putBack(path) } }
        canvas.pushGroup()
        try shadowed(command, state.shadow, base: base) { (_) throws(RasterError) in try run(state) }
        let painted = canvas.popGroup()
        defer { cairo_pattern_destroy(painted) }
        guard Self.needsCoverage(state.blend) else {
            canvas.save()
            cairo_set_operator(cr, op)
            canvas.paint(painted, alpha: 1)
            canvas.restore()
            return
        }
        // M: the coverage (with a shadow, the alpha of shape and shadow together).
        var coverage = state
        coverage.coverage = true
        coverage.shadow = nil
        let mask: OpaquePointer
        if state.shadow == nil {
            canvas.pushGroup()
            try run(coverage)
            mask = canvas.popGroup()
        } else {
            mask = cairo_pattern_reference(painted)
        }
        defer { cairo_pattern_destroy(mask) }
        // op(S, D) everywhere: a copy of the backing store, then the source painted over
        // all of it with the operator.
        let backing = cairo_get_group_target(cr)
        canvas.pushGroup()
        canvas.save()
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, backing, 0, 0)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        canvas.restore()
        canvas.save()
        cairo_set_operator(cr, op)
        if state.shadow != nil {
            canvas.paint(painted, alpha: 1)
        } else {
            try paintEverywhere(command, state, run: run)
        }
        canvas.restore()
        let blendedEverywhere = canvas.popGroup()
        defer { cairo_pattern_destroy(blendedEverywhere) }
        // R = M·op(S, D) + (1 - M)·D: cairo's SOURCE through a mask is that interpolation.
        canvas.save()
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        canvas.paint(blendedEverywhere, maskedBy: mask)
        canvas.restore()
    }

    /// The command's source, S, over the whole clip with the current operator: its fill or
    /// stroke color (faded by the alpha), or the gradient as it paints anyway.
    private func paintEverywhere(_ command: Drawing.Command, _ state: GraphicsState,
                                 run: (GraphicsState) throws(RasterError) -> Void) throws(RasterError) {
        switch command {
        case .strokePath, .strokeShape:
            canvas.setSource(state.faded(state.stroke))
            cairo_paint(canvas.cr)
        case .linearGradient, .radialGradient, .drawImage:
            try run(state)
        default:
            canvas.setSource(state.faded(state.fill))
            cairo_paint(canvas.cr)
        }
    }
}

extension Drawing.Command {
    /// Whether painting uses up the current path (fillPath, strokePath, drawPath), as in Core Graphics.
    var consumesPath: Bool {
        switch self {
        case .fillPath, .strokePath, .fillStrokePath: true
        default: false
        }
    }
}
