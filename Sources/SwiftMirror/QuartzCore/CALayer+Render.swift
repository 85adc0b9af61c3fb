@_spi(LoaderAnim) import LACoreGraphics
import Geometry
import Layers

extension CGContext {
    /// The font of glyphs, which are not drawn (see CGContext+Inert.swift): kept nowhere.
    public func setFont(_ font: CGFont) {}
}

/// CALayer.render(in:): the layer and its sublayers painted into a context, in the layer's
/// own space, from the model values, as Core Animation's renderInContext: paints them:
/// background (rounded by cornerRadius), contents (an image, stretched over the bounds), what
/// the layer draws itself (draw(in:), a view's draw(_:)), a shape layer's path, a gradient
/// layer's colors, a text layer's string, the border, then the sublayers by zPosition,
/// clipped to the bounds where masksToBounds, under each layer's opacity. As on iOS,
/// masks, filters and 3D transforms are not rendered (a transform counts by its affine
/// part); neither are shadows, a replicator's copies or an emitter's particles here (warned).
extension CALayer {
    public func render(in ctx: CGContext) {
        paint(in: ctx, alpha: 1, isRoot: true)
    }

    private func paint(in ctx: CGContext, alpha: CGFloat, isRoot: Bool) {
        guard !isHidden else { return }
        let alpha = alpha * CGFloat(opacity)
        guard alpha > 0 else { return }
        ctx.saveGState()
        defer { ctx.restoreGState() }
        if !isRoot { ctx.concatenate(toSuperlayer) }
        ctx.setAlpha(alpha)
        let bounds = self.bounds
        let radius = min(cornerRadius, bounds.width / 2, bounds.height / 2)
        let outline = CGPath(roundedRect: bounds, cornerWidth: radius, cornerHeight: radius, transform: nil)
        if shadowOpacity > 0, shadowColor != nil { MirrorDiagnostics.warnNotDrawn("shadows in CALayer.render(in:)") }

        ctx.saveGState()
        if let background = backgroundColor {
            ctx.setFillColor(background)
            ctx.addPath(outline)
            ctx.fillPath()
        }
        if masksToBounds {
            ctx.addPath(outline)
            ctx.clip()
        }
        if let image = contents.flatMap({ $0 as AnyObject as? CGImage }) { ctx.drawUpright(image, in: bounds) }
        if stage.hasDrawer(layerID) {
            // What the layer draws itself lands in its backing store, the size of its bounds.
            ctx.saveGState()
            ctx.clip(to: bounds)
            SceneHost.callback { self.drawContents(in: ctx) }
            ctx.restoreGState()
        }
        paintKind(in: ctx, bounds: bounds, outline: outline)
        ctx.restoreGState()

        if borderWidth > 0, let border = borderColor {
            ctx.saveGState()
            ctx.setStrokeColor(border)
            ctx.setLineWidth(borderWidth)
            let inset = bounds.insetBy(dx: borderWidth / 2, dy: borderWidth / 2)
            let r = max(0, radius - borderWidth / 2)
            ctx.addPath(CGPath(roundedRect: inset, cornerWidth: r, cornerHeight: r, transform: nil))
            ctx.strokePath()
            ctx.restoreGState()
        }

        let children = (sublayers ?? []).enumerated().sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }
        guard !children.isEmpty else { return }
        ctx.saveGState()
        if masksToBounds {
            ctx.addPath(outline)
            ctx.clip()
        }
        for (_, child) in children { child.paint(in: ctx, alpha: alpha, isRoot: false) }
        ctx.restoreGState()
    }

    /// What a kind of layer draws over its contents.
    private func paintKind(in ctx: CGContext, bounds: CGRect, outline: CGPath) {
        switch self {
        case let shape as CAShapeLayer:
            guard var path = shape.path?.path, !path.isEmpty else { return }
            if shape.strokeStart > 0 || shape.strokeEnd < 1 {
                let trimmed = path.trimmed(from: Double(shape.strokeStart), to: Double(shape.strokeEnd))
                if let fill = shape.fillColor {
                    ctx.setFillColor(fill)
                    ctx.addPath(CGPath(path))
                    ctx.fillPath(using: shape.fillRule == .evenOdd ? .evenOdd : .winding)
                }
                path = trimmed
            } else if let fill = shape.fillColor {
                ctx.setFillColor(fill)
                ctx.addPath(CGPath(path))
                ctx.fillPath(using: shape.fillRule == .evenOdd ? .evenOdd : .winding)
            }
            guard let stroke = shape.strokeColor, shape.lineWidth > 0 else { return }
            ctx.setStrokeColor(stroke)
            ctx.setLineWidth(shape.lineWidth)
            ctx.setMiterLimit(shape.miterLimit)
            ctx.setLineCap(shape.lineCap == .round ? .round : shape.lineCap == .square ? .square : .butt)
            ctx.setLineJoin(shape.lineJoin == .round ? .round : shape.lineJoin == .bevel ? .bevel : .miter)
            if let dashes = shape.lineDashPattern, !dashes.isEmpty {
                ctx.setLineDash(phase: shape.lineDashPhase, lengths: dashes.map { CGFloat($0.doubleValue) })
            }
            ctx.addPath(CGPath(path))
            ctx.strokePath()
        case let gradient as CAGradientLayer:
            let colors = (gradient.colors ?? []).compactMap { $0 as AnyObject as? CGColor }
            guard !colors.isEmpty else { return }
            let locations = gradient.locations?.map { CGFloat($0.doubleValue) }
            guard let g = locations.map({ l in l.withUnsafeBufferPointer { CGGradient(colorsSpace: nil, colors: colors, locations: $0.baseAddress) } })
                ?? CGGradient(colorsSpace: nil, colors: colors, locations: nil) else { return }
            func point(_ unit: CGPoint) -> CGPoint { CGPoint(x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height) }
            let (start, end) = (point(gradient.startPoint), point(gradient.endPoint))
            let options: CGGradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]
            ctx.saveGState()
            defer { ctx.restoreGState() }
            ctx.addPath(outline)
            ctx.clip()
            switch gradient.type {
            case .radial:
                // The ellipse through the end point, drawn as a circle scaled to it.
                let (rx, ry) = (abs(end.x - start.x), abs(end.y - start.y))
                let r = max(rx, ry, 1e-9)
                ctx.saveGState()
                ctx.translateBy(x: start.x, y: start.y)
                ctx.scaleBy(x: max(rx, 1e-9) / r, y: max(ry, 1e-9) / r)
                ctx.drawRadialGradient(g, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: r, options: [.drawsAfterEndLocation])
                ctx.restoreGState()
            case .axial: ctx.drawLinearGradient(g, start: start, end: end, options: options)
            default: MirrorDiagnostics.warnNotDrawn("conic gradients in CALayer.render(in:)")
            }
        case let text as CATextLayer:
            let string = engineValue("string").string ?? ""
            guard !string.isEmpty else { return }
            let name = engineValue("font").string ?? "Helvetica"
            ctx.drawText(string, at: CGPoint(x: bounds.minX, y: bounds.minY), font: TextFont(name: name), size: text.fontSize,
                         color: text.foregroundColor ?? CGColor(gray: 1, alpha: 1))
        case is CAReplicatorLayer:
            MirrorDiagnostics.warnNotDrawn("replicator copies in CALayer.render(in:)")
        default: break
        }
    }
}
