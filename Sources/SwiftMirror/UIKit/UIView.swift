@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics
import Geometry
import Layers

/// UIView: a handle on a view-backed layer (the engine's `backsView`), so its changes do
/// not animate on their own and do animate inside UIView.animate, as UIKit's.
open class UIView: UIResponder, CALayerDelegate {
    public let layer: CALayer
    open private(set) var subviews: [UIView] = []
    open private(set) weak var superview: UIView?
    /// The responder chain as UIKit's: a controller's view answers its controller, else the superview.
    open override var next: UIResponder? { autoLayout.viewController ?? superview }
    open var tag = 0
    /// iOS 26's update pass asks for updateProperties() (UIView+UpdateProperties.swift).
    var needsUpdatePropertiesFlag = true
    open var isUserInteractionEnabled = true
    open var isMultipleTouchEnabled = false
    open var isExclusiveTouch = false
    /// False: constraints place the view (AutoLayout/); true: it keeps its frame.
    open var translatesAutoresizingMaskIntoConstraints = true { didSet { superview?.setNeedsLayout() } }
    /// Constraints, guides, margins, autoresizing and the view's controller (UIView+AutoLayout.swift).
    var autoLayout = AutoLayoutState()
    /// How the layer's contents (an image view's image) fill the bounds: the layer's
    /// contentsGravity, as UIKit sets it.
    /// `.redraw` draws the view again (its draw(_:)) whenever its bounds change, as UIKit
    /// sets the layer's needsDisplayOnBoundsChange for it.
    open var contentMode: ContentMode = .scaleToFill {
        didSet {
            layer.contentsGravity = contentMode.contentsGravity
            layer.needsDisplayOnBoundsChange = contentMode == .redraw
        }
    }
    /// The view's own tint, else its superview's (up to the window's systemBlue), as UIKit
    /// inherits it; setting it calls tintColorDidChange() on the view and on every subview
    /// that inherits it.
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            ownTintColor = newValue
            tintColorChanged()
        }
    }
    var ownTintColor: UIColor?
    /// Called when the tint the view shows changes: its own set, an ancestor's it inherits
    /// set, or a move under a view of another tint.
    open func tintColorDidChange() {}
    /// Read but not used: layers draw at the render's --scale.
    open var contentScaleFactor: CGFloat = 1

    /// The class of the view's layer: an override returning CAShapeLayer.self,
    /// CAGradientLayer.self, CAReplicatorLayer.self or CATextLayer.self backs the view with
    /// one (`layer as! CAGradientLayer`); a layer class of the scene's own is not supported yet.
    open class var layerClass: AnyClass { CALayer.self }

    public init(frame: CGRect) {
        let canvas = SceneHost.canvasLayerRequest
        SceneHost.canvasLayerRequest = nil
        layer = canvas.map { CALayer(existing: $0) } ?? CALayer.makeViewLayer(ofClass: Self.layerClass, for: String(describing: Self.self))
        super.init()
        layer.delegate = self
        if canvas == nil { self.frame = frame }
    }

    public override convenience init() { self.init(frame: .zero) }

    /// The canvas: a view on the stage's root layer. A convenience initializer over
    /// init(frame:), so that UIView's designated initializers are UIKit's two and a subclass
    /// that overrides them inherits init(), as on iOS (`RingLoader()`).
    @_spi(LoaderAnim) public convenience init(rootOf stage: Stage) {
        SceneHost.canvasLayerRequest = stage.root
        self.init(frame: .zero)
    }

    /// Never called: a scene's views come from code, not from a storyboard.
    public required init?(coder: NSCoder) { return nil }

    // A change of frame, bounds or center autoresizes the subviews and lays out the views
    // constraints tie to this one (geometryDidChange).
    // Each tells its key-value observers too (KeyValueObserving.swift).
    open var frame: CGRect {
        get { layer.frame }
        set {
            let old = layer.bounds.size, observed = isObserved ? observedValue("frame") : nil
            layer.frame = newValue
            geometryDidChange(oldSize: old)
            if isObserved { didChangeObservedValue("frame", old: observed) }
        }
    }
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            let old = layer.bounds.size, observed = isObserved ? observedValue("bounds") : nil
            layer.bounds = newValue
            geometryDidChange(oldSize: old)
            if isObserved { didChangeObservedValue("bounds", old: observed) }
        }
    }
    open var center: CGPoint {
        get { layer.position }
        set {
            let observed = isObserved ? observedValue("center") : nil
            layer.position = newValue
            geometryDidChange(oldSize: layer.bounds.size)
            if isObserved { didChangeObservedValue("center", old: observed) }
        }
    }
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }
    open var backgroundColor: UIColor? {
        get { layer.backgroundColor.map(UIColor.init(cgColor:)) }
        set { layer.backgroundColor = newValue?.cgColor }
    }
    open var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    open var isOpaque: Bool {
        get { layer.isOpaque }
        set { layer.isOpaque = newValue }
    }
    open var mask: UIView? {
        didSet { layer.mask = mask?.layer }
    }
    /// The canvas's window once the view is in the canvas's tree, else nil.
    open var window: UIWindow? {
        var root = self
        while let parent = root.superview { root = parent }
        return root as? UIWindow
    }

    /// Between views' coordinate spaces, through their layers (CALayer+Geometry); nil is
    /// the window's space.
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { layer.convert(point, to: view?.layer) }
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { layer.convert(point, from: view?.layer) }
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { layer.convert(rect, to: view?.layer) }
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { layer.convert(rect, from: view?.layer) }

    // MARK: The view tree

    open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

    /// UIKit's order: willMove(toSuperview:), willMove(toWindow:) down the moved tree when
    /// the window changes, the move, didMoveToWindow() down the tree, didMoveToSuperview(),
    /// then the new superview's didAddSubview(_:).
    open func insertSubview(_ view: UIView, at index: Int) {
        if view.superview === self { return reorder(view, to: index) }
        let oldWindow = view.window, newWindow = window, oldTint = view.tintColor
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.sendWillMove(toWindow: newWindow) }
        if let old = view.superview {
            old.dropConstraints(reaching: view)
            old.willRemoveSubview(view)
            old.subviews.removeAll { $0 === view }
            view.layer.removeFromSuperlayer()
            old.setNeedsLayout()
        }
        let position = min(max(index, 0), subviews.count)
        subviews.insert(view, at: position)
        view.superview = self
        layer.insertSublayer(view.layer, at: UInt32(sublayerIndex(ofSubviewAt: position)))
        if oldWindow !== newWindow { view.sendDidMoveToWindow() }
        view.didMoveToSuperview()
        didAddSubview(view)
        if view.ownTintColor == nil, view.tintColor != oldTint { view.tintColorChanged() }
        // UIKit lays out both: the view added and the view it is added to.
        view.setNeedsLayout()
        setNeedsLayout()
    }

    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
    }

    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        insertSubview(view, at: (subviews.firstIndex { $0 === sibling }).map { $0 + 1 } ?? subviews.count)
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard subviews.contains(where: { $0 === view }) else { return }
        reorder(view, to: subviews.count)
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard subviews.contains(where: { $0 === view }) else { return }
        reorder(view, to: 0)
    }

    /// A subview moved among its siblings: no move callbacks, as in UIKit.
    private func reorder(_ view: UIView, to index: Int) {
        guard let current = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: current)
        let position = min(max(index > current ? index - 1 : index, 0), subviews.count)
        subviews.insert(view, at: position)
        view.layer.removeFromSuperlayer()
        layer.insertSublayer(view.layer, at: UInt32(sublayerIndex(ofSubviewAt: position)))
        setNeedsLayout()
    }

    open func removeFromSuperview() {
        guard let superview else { return }
        let oldWindow = window, oldTint = tintColor
        superview.dropConstraints(reaching: self)
        superview.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { sendWillMove(toWindow: nil) }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        layer.removeFromSuperlayer()
        if oldWindow != nil { sendDidMoveToWindow() }
        didMoveToSuperview()
        if ownTintColor == nil, tintColor != oldTint { tintColorChanged() }
        superview.setNeedsLayout()
    }

    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let v = current {
            if v === view { return true }
            current = v.superview
        }
        return false
    }

    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews { if let found = view.viewWithTag(tag) { return found } }
        return nil
    }

    /// Where the subview at `index` goes among the layer's sublayers: just below the layer
    /// of the subview after it, else on top (a view's own sublayers stay where they are).
    private func sublayerIndex(ofSubviewAt index: Int) -> Int {
        let sublayers = layer.sublayers ?? []
        guard index + 1 < subviews.count, let next = sublayers.firstIndex(where: { $0 === subviews[index + 1].layer }) else {
            return sublayers.count
        }
        return next
    }

    // MARK: Layout and drawing

    /// Called by the layout pass at the end of the run loop's turn when the view needs
    /// layout: after it is made or added to a view, when its size changes, when a subview is
    /// added or removed, after setNeedsLayout(); parents before their subviews. Only views
    /// in the canvas's tree are laid out.
    open func layoutSubviews() {}
    /// iOS 26: where a view sets its properties from its model, before layout; @Observable
    /// reads are tracked (UIView+UpdateProperties.swift).
    open func updateProperties() {}
    open func setNeedsLayout() { layer.setNeedsLayout() }
    open func layoutIfNeeded() { layer.layoutIfNeeded() }
    /// The controller's viewWillLayoutSubviews, the constraints' frames, layoutSubviews(),
    /// viewDidLayoutSubviews (UIView+AutoLayout.swift).
    open func layoutSublayers(of layer: CALayer) { layOutFromEngine() }
    /// Runs before the constraints are solved when the view needs it (setNeedsUpdateConstraints(),
    /// and once when its tree first uses Auto Layout), subviews first.
    open func updateConstraints() {}
    open class var requiresConstraintBasedLayout: Bool { false }
    /// Resizes the view to `sizeThatFits(bounds.size)` (an override's answer), keeping its
    /// origin, through `frame`'s setter, and only when the size changes. UIView's own
    /// sizeThatFits gives the bounds' size, so a plain view keeps its frame; a subclass's
    /// intrinsicContentSize sizes it under constraints that leave its width or height free
    /// (labels, buttons, image views and spinners answer their content's size).
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        if size != bounds.size { frame = CGRect(origin: frame.origin, size: size) }
    }
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    /// Never called: nothing changes the traits during a render (UITraitCollection.swift).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Set by addGestureRecognizer(_:) (UIGestureRecognizer.swift).
    open var gestureRecognizers: [UIGestureRecognizer]?
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// The views whose baselines Auto Layout aligns (no baseline constraints here: inert).
    open func forBaselineLayout() -> UIView { self }
    open var forFirstBaselineLayout: UIView { forBaselineLayout() }
    open var forLastBaselineLayout: UIView { forBaselineLayout() }
    open func invalidateIntrinsicContentSize() { superview?.setNeedsLayout() }
    public static let noIntrinsicMetric: CGFloat = -1
    /// Called as UIKit calls them, around addSubview / insertSubview / removeFromSuperview
    /// (the window ones when the view joins or leaves the canvas's tree).
    open func didMoveToSuperview() {}
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}
    open func didMoveToWindow() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Interface Builder's: nothing loads a nib or renders for Interface Builder here, so
    /// neither is called on its own; `canvas.awakeFromNib(view)` (LoaderAnim) calls the first
    /// on a view and its subviews when a scene asks, as loading them from a nib would.
    open func awakeFromNib() {}
    open func prepareForInterfaceBuilder() {}

    /// Draws with UIGraphicsGetCurrentContext(), in the view's bounds. As UIKit does, a view
    /// that overrides it draws when it first appears on the canvas, then again after
    /// setNeedsDisplay() and, with contentMode .redraw, when its bounds change. UIView's own
    /// draws nothing and notes that it ran (see `draw(_:in:)`).
    open func draw(_ rect: CGRect) { ranOwnDraw = true }
    open func setNeedsDisplay() { layer.setNeedsDisplay() }
    open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay() }

    /// Whether UIView's own draw(_:) ran in the draw now running.
    var ranOwnDraw = false
    /// The view has been displayed once since it joined the window.
    var hasDisplayed = false

    /// The layer's delegate draw: the view's draw(_:) with the layer's context current. A
    /// view that does not override draw(_:) (UIView's own ran and drew nothing) gives its
    /// layer no drawing, as UIKit gives such a view no backing store.
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        UIGraphicsPushContext(ctx)
        defer { UIGraphicsPopContext() }
        ranOwnDraw = false
        draw(layer.bounds)
        if ranOwnDraw, ctx.drawing.commands.isEmpty { SceneHost.stage?.setDrawer(nil, of: layer.layerID) }
    }

    /// The layer's delegate's action, as UIKit answers: inside an animate block a
    /// CABasicAnimation with the block's duration, curve and delay for a key UIKit animates,
    /// NSNull anywhere else (see ViewBlockAction). An override may return its own.
    open func action(for layer: CALayer, forKey event: String) -> CAAction? { layer.viewAction(forKey: event) }

    open override var description: String { "<\(type(of: self)) frame = \(frame)>" }

    // MARK: Hit testing and alignment

    /// UIKit's hit test: nil for a hidden, transparent (alpha < 0.01) or non-interactive view
    /// and for a point outside it; else the frontmost subview's answer, else the view.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, alpha >= 0.01, isUserInteractionEnabled, self.point(inside: point, with: event) else { return nil }
        for view in subviews.reversed() {
            if let hit = view.hitTest(view.convert(point, from: self), with: event) { return hit }
        }
        return self
    }
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }
    /// Auto Layout's alignment rect is the frame (no insets), as UIView's own.
    open var alignmentRectInsets: UIEdgeInsets { .zero }
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return alignmentRect.inset(by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
    }
    /// Called when layoutMargins is set (the safe area never changes on the canvas).
    open func layoutMarginsDidChange() {}
    open func safeAreaInsetsDidChange() {}
    /// The fitting size: the intrinsic content size where the view has one, else the target's
    /// (UIView+Extras.swift).
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { fittingSize(targetSize) }
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize { fittingSize(targetSize) }

    /// Kept for the inert members of UIView+Inert.swift.
    var inert = InertViewState()

    // MARK: Inert
    open var canBecomeFocused: Bool { false }
    open var isFocused: Bool { false }
    open func draw(_ rect: CGRect, for formatter: UIViewPrintFormatter) {}
    open func encodeRestorableState(with coder: NSCoder) {}
    open func decodeRestorableState(with coder: NSCoder) {}
    @discardableResult open func endEditing(_ force: Bool) -> Bool { true }
    open func exerciseAmbiguityInLayout() {}
    open var hasAmbiguousLayout: Bool { false }
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] { [] }
    open func viewPrintFormatter() -> UIViewPrintFormatter { UIViewPrintFormatter(view: self) }
    open func updateTraitsIfNeeded() {}
}
