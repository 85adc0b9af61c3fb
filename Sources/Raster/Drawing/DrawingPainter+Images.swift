import CCairo
import Geometry
import Layers

/// Images in a drawing: drawImage paints one (a file's pixels or a drawn image's recording,
/// at the canvas's resolution), clipToMask makes one the alpha that later painting shows
/// through (CGContextClipToMask).
///
/// cairo's clip is a path, so a mask cannot join it. Instead the mask is drawn once, when
/// the command runs, into an alpha group in device space (under the transform in force then,
/// as Core Graphics fixes a mask where it was set), and each painting call after it draws
/// into a group that is then painted through that alpha. This is the one place a drawn
/// image becomes pixels, and they are the frame's own device pixels, so it is as sharp as
/// the rest of the frame at any --scale. A second mask is drawn through the first, so masks
/// intersect; restoreGState returns to the mask saved with the state.
extension DrawingPainter {
    /// Frees the mask patterns a replay made when the painter is done with them.
    final class MaskPatterns {
        private var patterns: [OpaquePointer] = []

        func keep(_ pattern: OpaquePointer) -> OpaquePointer {
            patterns.append(pattern)
            return pattern
        }

        deinit { patterns.forEach { cairo_pattern_destroy($0) } }
    }

    /// Runs `body` (one command) so that what it paints shows only through `mask`.
    func masked(_ command: Drawing.Command, _ mask: OpaquePointer?, _ body: () throws(RasterError) -> Void) throws(RasterError) {
        guard let mask, command.paints else { return try body() }
        let cr = canvas.cr
        canvas.pushGroup()
        try body()
        cairo_pop_group_to_source(cr)
        canvas.save()
        cairo_identity_matrix(cr)
        cairo_mask(cr, mask)
        canvas.restore()
    }

    /// The image in `rect`, faded by the state's alpha.
    func drawImage(_ image: LayerImage, in rect: Rect, _ state: GraphicsState) throws(RasterError) {
        let alpha = state.coverage ? 1 : min(max(state.alpha, 0), 1)
        guard alpha > 0 else { return }
        let painter = ImagePainter(canvas: canvas, images: images)
        guard alpha < 1 else { return try painter.draw(image, in: rect) }
        canvas.pushGroup()
        try painter.draw(image, in: rect)
        let group = canvas.popGroup()
        defer { cairo_pattern_destroy(group) }
        canvas.paint(group, alpha: alpha)
    }

    /// The alpha of `image` in `rect` under the current transform, as a device-space pattern,
    /// through `earlier` (the mask in force) when there is one.
    func mask(_ image: LayerImage, in rect: Rect, within earlier: OpaquePointer?) throws(RasterError) -> OpaquePointer {
        let cr = canvas.cr
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        canvas.save()
        defer { canvas.restore() }
        // Pushed and popped under the identity, the group's pattern maps device pixels to
        // device pixels, whatever the transform is when it is used.
        cairo_identity_matrix(cr)
        cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
        cairo_set_matrix(cr, &ctm)
        try ImagePainter(canvas: canvas, images: images).draw(image, in: rect)
        if let earlier {
            cairo_identity_matrix(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_DEST_IN)
            cairo_set_source(cr, earlier)
            cairo_paint(cr)
        }
        return masks.keep(cairo_pop_group(cr))
    }
}
