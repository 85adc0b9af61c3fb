import CCairo
import Geometry
import Layers

/// Draws a presentation layer and everything under it onto a canvas whose current
/// transform is the superlayer's space, in Core Animation's order: background color,
/// contents image, what its draw function drew, the layer's own drawing (shape, gradient or
/// text), then the sublayers by zPosition, then in order, then its border. A layer seen in perspective is
/// drawn flat in its own plane and that plane warped into its superlayer's (`PlaneWarp`),
/// group, mask and shadow included.
///
/// Opacity below 1 and a mask make the layer a group: it is drawn offscreen as a whole
/// (background, content and sublayers together, its shadow beneath), then composited once,
/// through the mask's alpha and with the opacity. That is iOS's default (allowsGroupOpacity):
/// two overlapping opaque sublayers of a half-transparent layer do not show through each other.
struct LayerPainter {
    let canvas: Canvas
    let images: ImageCache

    /// `superlayer`: the values of the layer this one is a sublayer of, whose
    /// sublayerTransform applies; nil for the root and for a mask. `instance`: the transform
    /// of the replicator instance this layer is drawn in, if any.
    func draw(_ layer: PresentationLayer, in superlayer: PropertyStore? = nil,
              instance: AffineTransform? = nil) throws(RasterError) {
        let properties = layer.properties
        let opacity = properties.drawnOpacity
        guard !properties.isHidden, opacity > 0,
              let placement = properties.placement(in: superlayer, instance: instance) else { return }
        switch placement {
        case .affine(let toSuperlayer):
            guard canvas.canConcatenate(toSuperlayer) else { return }
            canvas.save()
            defer { canvas.restore() }
            canvas.concatenate(toSuperlayer)
            try drawInOwnSpace(layer, opacity: opacity)
        case .projective(let projection):
            let warp = PlaneWarp(canvas: canvas, projection: projection, bounds: properties.bounds.standardized,
                                 drawnBox: layer.drawnBox)
            try warp.draw { planeCanvas throws(RasterError) in
                try LayerPainter(canvas: planeCanvas, images: images).drawInOwnSpace(layer, opacity: opacity)
            }
        }
    }

    /// The layer in its own space (the canvas's current transform): its content and
    /// sublayers, as a group when its opacity or mask needs one.
    private func drawInOwnSpace(_ layer: PresentationLayer, opacity: Double) throws(RasterError) {
        let shadow = Shadow(layer.properties)
        guard opacity < 1 || layer.mask != nil else {
            try drawContent(of: layer, shadow: shadow)
            return
        }
        canvas.pushGroup()
        try drawContent(of: layer, shadow: shadow)
        let content = canvas.popGroup()
        defer { cairo_pattern_destroy(content) }
        guard let mask = layer.mask else {
            canvas.paint(content, alpha: opacity)
            return
        }
        // The mask is laid out in this layer's space, like a sublayer, but only its alpha
        // counts (its own opacity and hidden included: a hidden mask shows nothing).
        canvas.pushGroup()
        try draw(mask)
        let alpha = canvas.popGroup()
        defer { cairo_pattern_destroy(alpha) }
        if opacity < 1 {
            canvas.pushGroup()
            canvas.paint(content, maskedBy: alpha)
            let masked = canvas.popGroup()
            defer { cairo_pattern_destroy(masked) }
            canvas.paint(masked, alpha: opacity)
        } else {
            canvas.paint(content, maskedBy: alpha)
        }
    }

    /// The layer's content with its shadow beneath (docs/core-animation.md#shadows): the
    /// shadow belongs to the layer, so the layer's opacity and mask apply to both. A shadow
    /// cast by the layer's alpha needs the content drawn first, as a group.
    private func drawContent(of layer: PresentationLayer, shadow: Shadow?) throws(RasterError) {
        guard let shadow else { return try drawContent(of: layer) }
        let painter = ShadowPainter(canvas: canvas)
        if let path = shadow.path {
            paintClipped(to: layer.properties) { painter.paint(shadow, castBy: .path(path)) }
            return try drawContent(of: layer)
        }
        // The group is as large as the clip unless the layer's ink is known to lie within less.
        try painter.paint(shadow, beneath: { () throws(RasterError) in try drawContent(of: layer) }, within: inkBound(of: layer)) {
            paintClipped(to: layer.properties, $0)
        }
    }

    /// Device pixels that hold everything a shape or plain layer without sublayers or
    /// contents draws: its bounds when it has a background or a border, its path's bounds
    /// grown by the farthest a stroke reaches (half the line width times the miter limit, or
    /// √2 for square caps), and a pixel of antialiasing. Nil when the layer is not that simple, so
    /// a shadowed dot on a large canvas casts from a group its own size.
    private func inkBound(of layer: PresentationLayer) -> DeviceBox? {
        let p = layer.properties
        guard layer.kind == .shape || layer.kind == .layer, layer.sublayers.isEmpty, p.contents.isEmpty else { return nil }
        var ink: Rect?
        func include(_ r: Rect) { ink = ink.map { $0.union(r) } ?? r }
        let bounds = p.bounds.standardized
        if (p.backgroundColor.isVisible || BorderPainter.band(p) != nil) && !bounds.isEmpty { include(bounds) }
        if layer.kind == .shape, let path = p.path.boundingBox {
            let width = p.lineWidth.isFinite ? max(p.lineWidth, 0) : 0
            let reach = p.strokeColor.isVisible ? width / 2 * max(p.miterLimit.isFinite ? p.miterLimit : 10, 2.0.squareRoot()) : 0
            include(path.insetBy(dx: -reach, dy: -reach))
        }
        guard let ink else { return nil }
        return canvas.deviceBox(of: ink)?.outset(by: 1)
    }

    /// masksToBounds clips the shadow too, as on iOS (where it hides most of it).
    private func paintClipped(to properties: PropertyStore, _ paint: () -> Void) {
        canvas.save()
        defer { canvas.restore() }
        if properties.masksToBounds {
            canvas.newPath()
            canvas.appendRect(properties.bounds.standardized, cornerRadius: max(properties.cornerRadius, 0))
            canvas.clip()
        }
        paint()
    }

    /// Everything the layer draws itself, plus its sublayers, in its own space, under its
    /// border: the border is part of the layer's content, so masksToBounds clips it (it lies
    /// inside the bounds anyway), its shadow casts it and its opacity and mask fade it.
    private func drawContent(of layer: PresentationLayer) throws(RasterError) {
        try drawContentUnderBorder(of: layer)
        BorderPainter(canvas: canvas).draw(layer.properties)
    }

    /// The background, contents, drawing, the layer's own kind of drawing and the sublayers.
    private func drawContentUnderBorder(of layer: PresentationLayer) throws(RasterError) {
        let properties = layer.properties
        let bounds = properties.bounds.standardized
        let cornerRadius = max(properties.cornerRadius, 0)
        if properties.masksToBounds {
            // Clips the contents, the layer's drawing and the sublayers, with the rounded
            // corners when there are some (the background is rounded either way).
            canvas.newPath()
            canvas.appendRect(bounds, cornerRadius: cornerRadius)
            canvas.clip()
        }
        let background = properties.backgroundColor
        if background.isVisible && !bounds.isEmpty {
            canvas.newPath()
            canvas.appendRect(bounds, cornerRadius: cornerRadius)
            canvas.setSource(background)
            canvas.fill()
        }
        if let image = layer.contentsImage {
            try ContentsPainter(canvas: canvas, images: images).draw(image, gravity: properties.contentsGravity, in: bounds)
        }
        if let drawing = layer.drawing {
            try DrawingPainter(canvas: canvas, images: images).draw(drawing, in: bounds)
        }
        switch layer.kind {
        case .shape: ShapePainter(canvas: canvas).draw(properties)
        case .gradient: GradientPainter(canvas: canvas).draw(properties)
        case .text: try TextPainter(canvas: canvas).draw(properties)
        case .layer, .replicator: break
        }
        guard layer.kind == .replicator else {
            for sublayer in layer.sublayers.depthOrdered {
                try draw(sublayer, in: properties)
            }
            return
        }
        for instance in layer.instances {
            try draw(instance, in: properties)
        }
    }

    /// One replicator instance: its copies of the sublayers, placed by its transform; a
    /// color other than opaque white makes it a group whose pixels are multiplied by it
    /// (see `Canvas.multiplyGroup`), so it tints every paint of the instance alike.
    private func draw(_ instance: ReplicatorInstance, in replicator: PropertyStore) throws(RasterError) {
        let tint = instance.color
        guard tint.alpha > 0 else { return }
        let tinted = tint != .white
        if tinted { canvas.pushGroup() }
        for sublayer in instance.sublayers.depthOrdered {
            try draw(sublayer, in: replicator, instance: instance.transform)
        }
        guard tinted else { return }
        canvas.multiplyGroup(by: tint)
        let group = canvas.popGroup()
        defer { cairo_pattern_destroy(group) }
        canvas.paint(group, alpha: 1)
    }
}
