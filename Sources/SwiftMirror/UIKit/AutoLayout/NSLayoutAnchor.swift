@_spi(LoaderAnim) import LACoreGraphics

/// NSLayoutAnchor: one attribute of a view or layout guide, which makes constraints with
/// another of its kind. The subclasses keep UIKit's typing: an x-axis anchor pairs with
/// x-axis anchors only (a compile error otherwise, as on iOS). Each method records the
/// scene's line, which errors about the constraint name.
///
/// Each method is declared twice: with the scene's line (the one a call picks) and with
/// Apple's exact signature (disfavored, so that it can be named and overridden), as
/// CallSites.swift does for CALayer.add.
open class NSLayoutAnchor<AnchorType: AnyObject> {
    let owner: AnyObject
    let attribute: NSLayoutConstraint.Attribute

    init(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) {
        self.owner = item
        self.attribute = attribute
    }

    /// The view or layout guide the anchor belongs to.
    open var item: AnyObject? { owner }
    /// "UIView.leading" and the like, as constraints describe their items.
    open var name: String { "\(type(of: owner)).\(attribute.name)" }

    // MARK: Inert
    open var hasAmbiguousLayout: Bool { false }
    open var constraintsAffectingLayout: [NSLayoutConstraint] { [] }

    // MARK: Making constraints

    func make(_ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor?, _ multiplier: CGFloat, _ constant: CGFloat,
              _ file: StaticString, _ line: UInt) -> NSLayoutConstraint {
        NSLayoutConstraint(owner, attribute, relation, other?.owner, other?.attribute ?? .notAnAttribute, multiplier, constant, file, line)
    }

    @_disfavoredOverload open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor, 1, 0, #fileID, #line)
    }
    @_disfavoredOverload open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, 1, c, #fileID, #line)
    }
    @_disfavoredOverload open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, 1, 0, #fileID, #line)
    }
    @_disfavoredOverload open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, 1, c, #fileID, #line)
    }
    @_disfavoredOverload open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, 1, 0, #fileID, #line)
    }
    @_disfavoredOverload open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, 1, c, #fileID, #line)
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        make(.equal, anchor, 1, 0, file, line)
    }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat, file: StaticString = #fileID,
                         line: UInt = #line) -> NSLayoutConstraint {
        make(.equal, anchor, 1, c, file, line)
    }
    // The inequalities exist so that a loader compiles; making one stops the scene at its
    // line (the solver is exact, for equalities).
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, file: StaticString = #fileID,
                         line: UInt = #line) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, 1, 0, file, line)
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat, file: StaticString = #fileID,
                         line: UInt = #line) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, 1, c, file, line)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, file: StaticString = #fileID,
                         line: UInt = #line) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, 1, 0, file, line)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat, file: StaticString = #fileID,
                         line: UInt = #line) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, 1, c, file, line)
    }
}

public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A width or height: it can also equal a constant, or a multiple of another dimension.
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    public func constraint(equalToConstant c: CGFloat, file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        make(.equal, nil, 1, c, file, line)
    }
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, file: StaticString = #fileID,
                           line: UInt = #line) -> NSLayoutConstraint {
        make(.equal, anchor, m, 0, file, line)
    }
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat,
                           file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        make(.equal, anchor, m, c, file, line)
    }
    public func constraint(greaterThanOrEqualToConstant c: CGFloat, file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, nil, 1, c, file, line)
    }
    public func constraint(lessThanOrEqualToConstant c: CGFloat, file: StaticString = #fileID, line: UInt = #line) -> NSLayoutConstraint {
        make(.lessThanOrEqual, nil, 1, c, file, line)
    }
}

/// The anchors of a view or a layout guide.
public protocol _LayoutAnchors: AnyObject {}

extension _LayoutAnchors {
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
}

extension UIView: _LayoutAnchors {}

/// UILayoutGuide: a rectangle in its owning view that constraints place like a view, without
/// drawing. A view's `safeAreaLayoutGuide` is its bounds (a canvas has no notch or bars), and
/// its `layoutMarginsGuide` its bounds inset by `layoutMargins` (8 points a side, UIKit's
/// default); a guide the scene adds (`addLayoutGuide`) is placed by its constraints.
open class UILayoutGuide: _LayoutAnchors {
    enum Kind { case own, safeArea, margins, readable, keyboard, scrollContent, scrollFrame }
    let kind: Kind
    open internal(set) weak var owningView: UIView?
    open var identifier: String

    public init() {
        kind = .own
        identifier = "UILayoutGuide"
    }

    init(system kind: Kind, of view: UIView) {
        self.kind = kind
        owningView = view
        identifier = switch kind {
        case .safeArea: "UIViewSafeAreaLayoutGuide"
        case .readable: "UIViewReadableContentGuide"
        case .keyboard: "UIViewKeyboardLayoutGuide"
        case .scrollContent: "UIScrollViewContentLayoutGuide"
        case .scrollFrame: "UIScrollViewFrameLayoutGuide"
        default: "UIViewLayoutMarginsGuide"
        }
    }

    /// Its rectangle in the owning view's coordinates, as the last layout placed it.
    open var layoutFrame: CGRect {
        guard let view = owningView else { return .zero }
        switch kind {
        case .own: return view.autoLayout.guideFrames[ObjectIdentifier(self)] ?? .zero
        case .safeArea, .scrollFrame: return view.bounds
        case .scrollContent: return CGRect(origin: .zero, size: (view as? UIScrollView)?.contentSize ?? .zero)
        case .margins, .readable: return view.bounds.inset(by: view.layoutMargins)
        case .keyboard: return CGRect(x: view.bounds.minX, y: view.bounds.maxY, width: view.bounds.width, height: 0)
        }
    }

    // MARK: Inert
    open var hasAmbiguousLayout: Bool { false }
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] { [] }
}
