@_spi(LoaderAnim) import LACoreGraphics

// Converting points and rectangles between layers' coordinate spaces, as Core Animation
// does from the model tree: a layer's bounds space maps into its superlayer's through its
// anchor point, transform and position, then the superlayer's sublayerTransform about its
// own anchor point:
//
//     p in layer ──(p − anchor)──▶ transform ──(+ position)──▶ sublayerTransform about
//     the superlayer's anchor ──▶ p in superlayer
//
// Transforms count by their affine part (a perspective has no 2D inverse); a rectangle
// converts to the bounding box of its corners, as Core Animation's does.

extension CALayer {
    /// From this layer's bounds space to its superlayer's.
    var toSuperlayer: CGAffineTransform {
        let bounds = self.bounds, anchor = anchorPoint, position = self.position
        let anchorPoint = CGPoint(x: bounds.minX + anchor.x * bounds.width, y: bounds.minY + anchor.y * bounds.height)
        var result = CGAffineTransform(translationX: -anchorPoint.x, y: -anchorPoint.y)
            .concatenating(CATransform3DGetAffineTransform(transform))
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
        if let parent = superlayer, !CATransform3DIsIdentity(parent.sublayerTransform) {
            let b = parent.bounds, a = parent.anchorPoint
            let center = CGPoint(x: b.minX + a.x * b.width, y: b.minY + a.y * b.height)
            result = result.concatenating(CGAffineTransform(translationX: -center.x, y: -center.y))
                .concatenating(CATransform3DGetAffineTransform(parent.sublayerTransform))
                .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
        }
        return result
    }

    /// From this layer's bounds space to its root layer's (the window's, for a view's).
    private var toRoot: CGAffineTransform {
        var result = CGAffineTransform.identity
        var layer: CALayer? = self
        while let current = layer, current.superlayer != nil {
            result = result.concatenating(current.toSuperlayer)
            layer = current.superlayer
        }
        return result
    }

    /// From this layer's space to `layer`'s (nil: the root's).
    private func transform(to layer: CALayer?) -> CGAffineTransform {
        toRoot.concatenating(layer?.toRoot.inverted() ?? .identity)
    }

    public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        p.applying((l?.toRoot ?? .identity).concatenating(toRoot.inverted()))
    }
    public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint { p.applying(transform(to: l)) }
    public func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        r.applying((l?.toRoot ?? .identity).concatenating(toRoot.inverted()))
    }
    public func convert(_ r: CGRect, to l: CALayer?) -> CGRect { r.applying(transform(to: l)) }
}
