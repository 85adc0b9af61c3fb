@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics
import Layers

/// UIView's members that forward to its layer or to the animation machinery.
extension UIView {
    /// iOS 16's: the layer's anchor point (its position stays, so the frame moves, as on iOS).
    public var anchorPoint: CGPoint {
        get { layer.anchorPoint }
        set { layer.anchorPoint = newValue }
    }
    /// iOS 13's: the layer's transform, 3D included.
    public var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    /// Swaps two subviews' places in the order (and their layers'), as UIKit's.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard index1 != index2, subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        let (low, high) = (min(index1, index2), max(index1, index2))
        let first = subviews[low], second = subviews[high]
        insertSubview(second, at: low)
        insertSubview(first, at: high + 1)
    }

    /// The duration of the animate block whose animations are running, else 0.
    public class var inheritedAnimationDuration: TimeInterval { SceneHost.stage?.openViewAnimation?.duration ?? 0 }

    /// Inside an animate block, the changes `animations` makes repeat forever (and reverse)
    /// with the block's duration and curve, as UIKit's; a finite count of repeats is not
    /// drawn (the engine repeats forever or not at all): those changes animate once.
    public class func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        guard let stage = SceneHost.stage, stage.openViewAnimation != nil else { return animations() }
        var settings = ViewAnimation(duration: 0)
        if count.isInfinite || count >= CGFloat(Float.greatestFiniteMagnitude) {
            settings.repeats = true
            settings.autoreverses = autoreverses
        } else if count > 0 || autoreverses {
            MirrorDiagnostics.warnNotDrawn("UIView.modifyAnimations(withRepeatCount:autoreverses:animations:)")
        }
        run(settings, 0, animations, nil)
    }

    /// The system's delete animation is not drawn: the views leave their superviews at once,
    /// the parallel animations run in an animate block of UIKit's default duration (0.2 s), and
    /// the completion then.
    public class func perform(_ animation: SystemAnimation, on views: [UIView], options: AnimationOptions = [],
                              animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        MirrorDiagnostics.warnNotDrawn("UIView.perform(_:on:options:animations:completion:)")
        for view in views { view.removeFromSuperview() }
        animate(withDuration: 0.2, delay: 0, options: options, animations: parallelAnimations ?? {}, completion: completion)
    }

    public enum SystemAnimation: UInt, Sendable { case delete = 0 }

    // Snapshots are not drawn: the engine renders frames, not a view into a view or a context.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        MirrorDiagnostics.warnNotDrawn("UIView.snapshotView(afterScreenUpdates:)")
        return UIView(frame: CGRect(origin: .zero, size: bounds.size))
    }
    public func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        MirrorDiagnostics.warnNotDrawn("UIView.resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)")
        return UIView(frame: CGRect(origin: .zero, size: rect.size))
    }
    /// Draws nothing and answers false, as UIKit does when a snapshot is incomplete.
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        MirrorDiagnostics.warnNotDrawn("UIView.drawHierarchy(in:afterScreenUpdates:)")
        return false
    }

    /// Baseline anchors make constraints the solver refuses (it places frames, not baselines).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }

    /// systemLayoutSizeFitting's answer: the intrinsic width and height where the view has
    /// them, else the target's. A view whose subviews' constraints would size it is measured
    /// the same way (not by solving them): warned.
    func fittingSize(_ target: CGSize) -> CGSize {
        if subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints }) {
            MirrorDiagnostics.warnNotDrawn("UIView.systemLayoutSizeFitting(_:)")
        }
        let size = intrinsicContentSize
        return CGSize(width: size.width == UIView.noIntrinsicMetric ? target.width : size.width,
                      height: size.height == UIView.noIntrinsicMetric ? target.height : size.height)
    }
}
