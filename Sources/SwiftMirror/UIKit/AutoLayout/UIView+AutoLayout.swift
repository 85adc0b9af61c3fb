@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics

extension SceneHost {
    /// Constraints activated so far (each one's `activation` is its number).
    nonisolated(unsafe) static var constraintActivations = 0
}

/// What a view keeps for Auto Layout and autoresizing (one value in each UIView).
struct AutoLayoutState {
    /// The active constraints the view holds (it is their items' nearest common ancestor).
    var constraints: [NSLayoutConstraint] = []
    var guides: [UILayoutGuide] = []
    var guideFrames: [ObjectIdentifier: CGRect] = [:]
    var safeArea: UILayoutGuide?
    var margins: UILayoutGuide?
    /// A scroll view's contentLayoutGuide and frameLayoutGuide, made on first use.
    var scrollContent: UILayoutGuide?
    var scrollFrame: UILayoutGuide?
    var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    var autoresizingMask: UIView.AutoresizingMask = []
    var autoresizesSubviews = true
    /// UIKit starts every view needing updateConstraints(); it runs once the tree uses Auto Layout.
    var needsUpdateConstraints = true
    var hugging: [Float] = [250, 250]
    var compressionResistance: [Float] = [750, 750]
    /// The controller whose view this is.
    weak var viewController: UIViewController?
}

extension UIView {
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = Self(rawValue: 1 << 0)
        public static let flexibleWidth = Self(rawValue: 1 << 1)
        public static let flexibleRightMargin = Self(rawValue: 1 << 2)
        public static let flexibleTopMargin = Self(rawValue: 1 << 3)
        public static let flexibleHeight = Self(rawValue: 1 << 4)
        public static let flexibleBottomMargin = Self(rawValue: 1 << 5)
    }

    /// How the view follows its superview's size changes (with
    /// `translatesAutoresizingMaskIntoConstraints`, as UIKit's default): see `autoresize`.
    public var autoresizingMask: AutoresizingMask {
        get { autoLayout.autoresizingMask }
        set { autoLayout.autoresizingMask = newValue }
    }
    public var autoresizesSubviews: Bool {
        get { autoLayout.autoresizesSubviews }
        set { autoLayout.autoresizesSubviews = newValue }
    }

    // MARK: Constraints and guides

    /// The active constraints this view holds.
    public var constraints: [NSLayoutConstraint] { autoLayout.constraints }

    public func addConstraint(_ constraint: NSLayoutConstraint) {
        guard !autoLayout.constraints.contains(where: { $0 === constraint }) else { return }
        constraint.holder?.removeConstraint(constraint)
        autoLayout.constraints.append(constraint)
        constraint.holder = self
        SceneHost.constraintActivations += 1
        constraint.activation = SceneHost.constraintActivations
        constraint.itemsNeedLayout()
    }
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(addConstraint) }

    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard autoLayout.constraints.contains(where: { $0 === constraint }) else { return }
        constraint.itemsNeedLayout()
        autoLayout.constraints.removeAll { $0 === constraint }
        constraint.holder = nil
    }
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(removeConstraint) }

    /// The canvas has no notch, status bar or home indicator: the safe area is the bounds.
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = autoLayout.safeArea { return guide }
        autoLayout.safeArea = UILayoutGuide(system: .safeArea, of: self)
        return autoLayout.safeArea!
    }
    public var safeAreaInsets: UIEdgeInsets { .zero }
    /// The bounds inset by `layoutMargins`.
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = autoLayout.margins { return guide }
        autoLayout.margins = UILayoutGuide(system: .margins, of: self)
        return autoLayout.margins!
    }
    /// 8 points a side, UIKit's default for a view that is not a view controller's.
    public var layoutMargins: UIEdgeInsets {
        get { autoLayout.layoutMargins }
        set {
            autoLayout.layoutMargins = newValue
            layoutMarginsDidChange()
            setNeedsLayout()
        }
    }
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { NSDirectionalEdgeInsets(top: layoutMargins.top, leading: layoutMargins.left, bottom: layoutMargins.bottom,
                                      trailing: layoutMargins.right) }
        set { layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing) }
    }
    public var layoutGuides: [UILayoutGuide] { autoLayout.guides }

    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        autoLayout.guides.append(guide)
    }
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        autoLayout.guides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    // Content hugging and compression resistance are kept and read back; the exact solver
    // gives an intrinsic size to whatever the constraints leave free, whatever these say.
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        UILayoutPriority(autoLayout.hugging[axis.rawValue])
    }
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        autoLayout.hugging[axis.rawValue] = priority.rawValue
    }
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        UILayoutPriority(autoLayout.compressionResistance[axis.rawValue])
    }
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        autoLayout.compressionResistance[axis.rawValue] = priority.rawValue
    }

    // MARK: updateConstraints

    public func setNeedsUpdateConstraints() {
        autoLayout.needsUpdateConstraints = true
        setNeedsLayout()
    }
    public func needsUpdateConstraints() -> Bool { autoLayout.needsUpdateConstraints }

    /// updateConstraints() (a controller's view: its updateViewConstraints()) on each view of
    /// the tree that needs it, subviews before their superview, as UIKit runs them.
    public func updateConstraintsIfNeeded() {
        for subview in subviews { subview.updateConstraintsIfNeeded() }
        guard autoLayout.needsUpdateConstraints else { return }
        autoLayout.needsUpdateConstraints = false
        if let controller = autoLayout.viewController { controller.updateViewConstraints() } else { updateConstraints() }
    }

    // MARK: The layout pass

    /// What UIKit runs for a view in the layout pass (its layer's layoutSublayers): the
    /// controller's viewWillLayoutSubviews(), the frames the constraints give the views below
    /// it, layoutSubviews(), then viewDidLayoutSubviews().
    func layOutFromEngine() {
        let controller = autoLayout.viewController
        controller?.updatePropertiesIfNeeded()
        updatePropertiesIfNeeded()
        controller?.viewWillLayoutSubviews()
        applyConstraints()
        layoutSubviews()
        controller?.viewDidLayoutSubviews()
    }

    /// Solves the constraints of the whole tree and sets the frames of this view's subviews
    /// through `frame` (a subclass's observers run), when they changed: inside UIView.animate
    /// (a layoutIfNeeded() in the block), the change animates. A view deeper down whose frame
    /// changed gets it when its own superview is laid out, later in the same pass, as in UIKit.
    func applyConstraints() {
        var root = self
        while let parent = root.superview { root = parent }
        guard root.usesAutoLayout else { return }
        root.updateConstraintsIfNeeded()
        for (item, frame) in ConstraintLayout.solve(root) {
            if let guide = item as? UILayoutGuide, let owner = guide.owningView {
                owner.autoLayout.guideFrames[ObjectIdentifier(guide)] = frame
                // Constraints on the content guide give the scroll view its content size, as UIKit's.
                if guide.kind == .scrollContent, let scrollView = owner as? UIScrollView, scrollView.contentSize != frame.size {
                    scrollView.contentSize = frame.size
                }
            }
            guard let view = item as? UIView, view !== self, view.isDescendant(of: self) else { continue }
            guard view.superview === self else {
                if view.frame != frame { view.superview?.setNeedsLayout() }
                continue
            }
            if view.transform.isIdentity {
                if view.frame != frame { view.frame = frame }
            } else {
                // A transformed view's frame is its outline: UIKit's engine sets its bounds and center.
                if view.bounds.size != frame.size { view.bounds.size = frame.size }
                if view.center != CGPoint(x: frame.midX, y: frame.midY) { view.center = CGPoint(x: frame.midX, y: frame.midY) }
            }
        }
    }

    /// Some view in the tree is placed by constraints, holds some, or asks for them.
    var usesAutoLayout: Bool {
        if !autoLayout.constraints.isEmpty || !autoLayout.guides.isEmpty || type(of: self).requiresConstraintBasedLayout { return true }
        if superview != nil, !translatesAutoresizingMaskIntoConstraints { return true }
        return subviews.contains { $0.usesAutoLayout }
    }

    // MARK: Geometry changes

    /// After a change of the view's frame, bounds or center: its subviews follow a new size
    /// by their autoresizing masks, and when constraints refer to a view that keeps its own
    /// frame, the views they place are laid out again.
    func geometryDidChange(oldSize: CGSize) {
        let size = bounds.size
        if size != oldSize, autoLayout.autoresizesSubviews {
            for subview in subviews where subview.translatesAutoresizingMaskIntoConstraints && !subview.autoresizingMask.isEmpty {
                subview.autoresize(from: oldSize, to: size)
            }
        }
        if translatesAutoresizingMaskIntoConstraints { constraintsReferringToSelf().forEach { $0.itemsNeedLayout() } }
    }

    /// The active constraints on this view or its guides (held by it or an ancestor).
    func constraintsReferringToSelf() -> [NSLayoutConstraint] {
        var found: [NSLayoutConstraint] = []
        var holder: UIView? = self
        while let view = holder {
            found += view.autoLayout.constraints.filter { constraint in
                [constraint.firstItem, constraint.secondItem].contains { NSLayoutConstraint.space(of: $0) === self }
            }
            holder = view.superview
        }
        return found
    }

    /// UIKit's rule for a superview's size change: along each axis the change goes to the
    /// flexible parts of (left margin, width, right margin), shared in proportion to their
    /// sizes (evenly when they are all zero); with none flexible, the right margin takes it.
    func autoresize(from oldSize: CGSize, to newSize: CGSize) {
        let mask = autoresizingMask
        let horizontal = Self.distribute(newSize.width - oldSize.width, [frame.minX, frame.width, oldSize.width - frame.maxX],
                                         [mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)])
        let vertical = Self.distribute(newSize.height - oldSize.height, [frame.minY, frame.height, oldSize.height - frame.maxY],
                                       [mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)])
        let resized = CGRect(x: frame.minX + horizontal[0], y: frame.minY + vertical[0], width: frame.width + horizontal[1],
                             height: frame.height + vertical[1])
        if resized != frame { frame = resized }
    }

    /// `delta` shared among the flexible parts in proportion to their sizes.
    static func distribute(_ delta: CGFloat, _ parts: [CGFloat], _ flexible: [Bool]) -> [CGFloat] {
        let flexibleCount = flexible.filter { $0 }.count
        guard flexibleCount > 0 else { return [0, 0, delta] }
        let total = zip(parts, flexible).filter { $0.1 }.map { $0.0 }.reduce(0, +)
        return zip(parts, flexible).map { part, isFlexible in
            guard isFlexible else { return 0 }
            return total != 0 ? delta * part / total : delta / CGFloat(flexibleCount)
        }
    }

    /// A view leaving `superview`'s tree takes no constraint with it that an ancestor holds
    /// between it (or a view inside it) and the rest of the tree: UIKit removes those.
    func dropConstraints(reaching leaving: UIView) {
        var holder: UIView? = self
        while let view = holder {
            for constraint in view.autoLayout.constraints where [constraint.firstItem, constraint.secondItem].contains(where: {
                NSLayoutConstraint.space(of: $0)?.isDescendant(of: leaving) == true
            }) {
                view.removeConstraint(constraint)
            }
            holder = view.superview
        }
    }
}

/// Margins by leading and trailing (the same as left and right: scenes are laid out left to right).
public struct NSDirectionalEdgeInsets: Equatable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }
    public static let zero = NSDirectionalEdgeInsets()
}
