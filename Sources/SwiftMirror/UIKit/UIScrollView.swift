@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics
import Animation
import Layers

/// UIScrollView: its content offset is its bounds' origin, as in UIKit, so setting it moves
/// what it shows, and its delegate hears `scrollViewDidScroll(_:)` at each change.
/// `setContentOffset(_:animated: true)` glides there over 0.3 s, ease-in-ease-out, a step at
/// each refresh of the display (60 Hz unless --display-hz says), each step a did-scroll, then
/// `scrollViewDidEndScrollingAnimation(_:)`. There is no finger: it is never tracking,
/// dragging or decelerating, and its gesture recognizers never recognize (inert). Zooming is
/// not drawn yet (a warning). Clips to its bounds, as UIKit's does.
open class UIScrollView: UIView {
    open weak var delegate: UIScrollViewDelegate?
    open var contentSize: CGSize = .zero {
        didSet { if isObserved, contentSize != oldValue { didChangeObservedValue("contentSize", old: NSValue(cgSize: oldValue)) } }
    }
    open var contentInset: UIEdgeInsets = .zero {
        didSet {
            guard contentInset != oldValue else { return }
            delegate?.scrollViewDidChangeAdjustedContentInset(self)
            adjustedContentInsetDidChange()
            if isObserved { didChangeObservedValue("contentInset", old: oldValue) }
        }
    }
    /// The inset as given: there are no safe areas or bars to add to it on the canvas.
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    open var automaticallyAdjustsScrollIndicatorInsets = true
    open var scrollIndicatorInsets: UIEdgeInsets = .zero
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var indicatorStyle: IndicatorStyle = .default
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var isScrollEnabled = true
    open var isPagingEnabled = false
    open var isDirectionalLockEnabled = false
    open var scrollsToTop = true
    open var delaysContentTouches = true
    open var canCancelContentTouches = true
    open var decelerationRate: DecelerationRate = .normal
    open var keyboardDismissMode: KeyboardDismissMode = .none
    open var isTracking: Bool { false }
    open var isDragging: Bool { false }
    open var isDecelerating: Bool { false }
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    open var zoomScale: CGFloat = 1 { didSet { if zoomScale != 1 { MirrorDiagnostics.warnNotDrawn("UIScrollView.zoomScale") } } }
    open var bouncesZoom = true
    open var isZooming: Bool { false }
    open var isZoomBouncing: Bool { false }
    open private(set) var panGestureRecognizer = UIPanGestureRecognizer()
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? { nil }
    open var refreshControl: UIRefreshControl? {
        didSet {
            oldValue?.removeFromSuperview()
            guard let control = refreshControl else { return }
            insertSubview(control, at: 0)
            layoutRefreshControl()
        }
    }

    /// UIKit keeps the refresh control over the gap a pull opens above the content: its top at
    /// the offset, its height the pull's distance, so a control that draws by its own frame
    /// (GearRefreshControl reads the pull from its y) follows the pull.
    private func layoutRefreshControl() {
        guard let control = refreshControl else { return }
        let pull = max(0, -(contentOffset.y + adjustedContentInset.top))
        control.frame = CGRect(x: 0, y: -adjustedContentInset.top - pull, width: bounds.width, height: pull)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        addGestureRecognizer(panGestureRecognizer)
    }
    public required init?(coder: NSCoder) { return nil }

    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin else { return }
            let old = isObserved ? observedValue("contentOffset") : nil
            bounds = CGRect(origin: newValue, size: bounds.size)
            layoutRefreshControl()
            delegate?.scrollViewDidScroll(self)
            if isObserved { didChangeObservedValue("contentOffset", old: old) }
        }
    }

    /// The glide in progress: its display link, so a new offset replaces it.
    var glide: TimerID?

    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        if let glide { SceneHost.stage?.invalidate(glide) }
        glide = nil
        guard animated, contentOffset != self.contentOffset else { return self.contentOffset = contentOffset }
        let from = self.contentOffset, start = CACurrentMediaTime(), duration = 0.3
        // A step at each refresh of the display (--display-hz), as UIKit's scrolling animation.
        glide = SceneHost.requireStage("UIScrollView.setContentOffset(_:animated:)").addDisplayLink { [weak self] stage, _, _ in
            guard let self, let id = self.glide else { return }
            let progress = min((CACurrentMediaTime() - start) / duration, 1)
            let eased = CGFloat(TimingFunction.easeInEaseOut(progress))
            SceneHost.callback {
                self.contentOffset = CGPoint(x: from.x + (contentOffset.x - from.x) * eased, y: from.y + (contentOffset.y - from.y) * eased)
            }
            guard progress >= 1 else { return }
            stage.invalidate(id)
            self.glide = nil
            SceneHost.callback { self.delegate?.scrollViewDidEndScrollingAnimation(self) }
        }
    }

    /// Scrolls the least that shows `rect` (in content coordinates), as UIKit does.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var offset = contentOffset
        if rect.maxX > offset.x + bounds.width { offset.x = rect.maxX - bounds.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        if rect.maxY > offset.y + bounds.height { offset.y = rect.maxY - bounds.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        setContentOffset(offset, animated: animated)
    }

    open func setZoomScale(_ scale: CGFloat, animated: Bool) { zoomScale = scale }
    open func zoom(to rect: CGRect, animated: Bool) { MirrorDiagnostics.warnNotDrawn("UIScrollView.zoom(to:animated:)") }
    open func flashScrollIndicators() {}
    open func adjustedContentInsetDidChange() {}
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }
    public enum IndicatorStyle: Int, Sendable { case `default`, black, white }
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory }
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Self(rawValue: 0.998), fast = Self(rawValue: 0.99)
    }
}

/// Every requirement optional, as Objective-C's are (each default does nothing or answers
/// as UIKit does without a delegate).
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

/// UIRefreshControl: a control a scroll view shows above its content. Its refreshing state
/// is kept (beginRefreshing(), endRefreshing()); the system's spinner it shows while
/// refreshing is not drawn yet (a warning). A subclass that draws its own draws.
open class UIRefreshControl: UIControl {
    open private(set) var isRefreshing = false
    open var attributedTitle: NSAttributedString?

    /// Designated, as UIKit's (a subclass overrides both, and its init(frame:) calls super.init()).
    public init() { super.init(frame: .zero) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { return nil }

    open func beginRefreshing() {
        if type(of: self) == UIRefreshControl.self { MirrorDiagnostics.warnNotDrawn("UIRefreshControl's spinner") }
        isRefreshing = true
    }
    open func endRefreshing() { isRefreshing = false }
}
