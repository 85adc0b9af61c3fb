@_spi(LoaderAnim) import LAUIKit

/// A layer attribute's value as the reconciler compares and animates it.
enum LayerValue: Equatable {
    case number(CGFloat)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case color(CGColor?)
    case path(CGPath?)
    case numbers([CGFloat])
    case colors([CGColor])
    case bool(Bool)
    case transform(CATransform3D)
    case string(String)

    /// What `setValue(_:forKeyPath:)` takes.
    var object: Any {
        switch self {
        case .number(let v): v
        case .point(let v): v
        case .size(let v): v
        case .rect(let v): v
        case .color(let v): v ?? CGColor(gray: 0, alpha: 0)  // none draws as clear
        case .path(let v): v as Any
        case .numbers(let v): v.map { NSNumber(value: Double($0)) }
        case .colors(let v): v
        case .bool(let v): v
        case .transform(let v): v
        case .string(let v): v
        }
    }

    /// An additive animation's ends for a change from `self` to `to`: what was left of the
    /// change, to nothing. Scales multiply when added, so theirs run from old / new to 1.
    /// Nil for what does not add up here (paths, arrays, booleans, a scale to 0, colors, whose
    /// components the engine keeps within 0...1).
    func additiveDelta(to new: LayerValue, key: String) -> (from: Any, to: Any)? {
        switch (self, new) {
        case (.number(let a), .number(let b)):
            if key.hasPrefix("transform.scale") { return b == 0 ? nil : (a / b, CGFloat(1)) }
            return (a - b, CGFloat(0))
        case (.point(let a), .point(let b)): return (CGPoint(x: a.x - b.x, y: a.y - b.y), CGPoint.zero)
        case (.size(let a), .size(let b)): return (CGSize(width: a.width - b.width, height: a.height - b.height), CGSize.zero)
        case (.rect(let a), .rect(let b)):
            return (CGRect(x: a.minX - b.minX, y: a.minY - b.minY, width: a.width - b.width, height: a.height - b.height), CGRect.zero)
        default: return nil
        }
    }
}

extension Effect {
    /// The layer attributes of an effect node (its anchor and offset are in its geometry).
    func attributes(size: CGSize) -> [(String, LayerValue)] {
        switch self {
        case .opacity(let opacity): return [("opacity", .number(CGFloat(opacity)))]
        case .rotation(let angle, _): return [("transform.rotation.z", .number(CGFloat(angle.radians)))]
        case .scale(let scale, _): return [("transform.scale.x", .number(scale.width)), ("transform.scale.y", .number(scale.height))]
        case .rotation3D(let angle, let axis, _, let perspective):
            var transform = CATransform3DIdentity
            transform.m34 = perspective == 0 ? 0 : -perspective / max(size.width, size.height, 1)
            transform = CATransform3DRotate(transform, CGFloat(angle.radians), axis.x, axis.y, axis.z)
            return [("transform", .transform(transform))]
        case .transform(let affine): return [("transform", .transform(CATransform3DMakeAffineTransform(affine)))]
        case .shadow(let color, let radius, let x, let y):
            return [("shadowColor", .color(color.cgColor)), ("shadowOpacity", .number(1)), ("shadowRadius", .number(radius)),
                    ("shadowOffset", .size(CGSize(width: x, height: y)))]
        case .hidden: return [("hidden", .bool(true))]
        case .offset, .clip, .none: return []
        }
    }
}
