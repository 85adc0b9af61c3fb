import Foundation
@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics

/// A constraint's priority. loaderanim's Auto Layout solves required constraints only
/// (docs/swift-scenes.md, "Auto Layout"): a constraint of lower priority stops the scene at
/// its line when it is solved.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
    public static func + (priority: Self, value: Float) -> Self { Self(priority.rawValue + value) }
    public static func - (priority: Self, value: Float) -> Self { Self(priority.rawValue - value) }
}

/// NSLayoutConstraint: `firstItem.firstAttribute == multiplier × secondItem.secondAttribute +
/// constant`, made by the anchors or by UIKit's long initializer. It remembers the scene's
/// line it was made on, which every error about it names (Swift gives the setters of
/// `isActive` and `constant` no caller's line).
open class NSLayoutConstraint: CustomStringConvertible {
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline = 12
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
        public static let baseline = Attribute.lastBaseline
    }
    public enum Relation: Int, Sendable { case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1 }
    public enum Axis: Int, Sendable { case horizontal, vertical }

    open private(set) var firstItem: AnyObject?
    open private(set) var secondItem: AnyObject?
    public let firstAttribute: Attribute
    public let secondAttribute: Attribute
    public let relation: Relation
    public let multiplier: CGFloat
    /// Changing it asks the views it places for layout: the next layout pass (or a
    /// `layoutIfNeeded()` inside `UIView.animate`, which animates the frames it changes).
    open var constant: CGFloat { didSet { if isActive { itemsNeedLayout() } } }
    open var priority: UILayoutPriority = .required { didSet { if isActive { itemsNeedLayout() } } }
    open var identifier: String?
    open var shouldBeArchived = false
    /// Where the scene made it ("X.swift:12").
    let file: StaticString
    let line: UInt
    /// The view that holds it while active: the items' nearest common ancestor (or the view
    /// `addConstraint(_:)` was called on).
    weak var holder: UIView?
    /// When it was last activated: the solver takes constraints in that order, so that a
    /// conflict names the last one activated.
    var activation = 0

    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                            attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat,
                            file: StaticString = #fileID, line: UInt = #line) {
        self.init(view1 as AnyObject, attr1, relation, view2.map { $0 as AnyObject }, attr2, multiplier, c, file, line)
    }

    /// Apple's exact signature (disfavored: a call picks the one above, with the scene's line).
    @_disfavoredOverload public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                                                 attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        self.init(view1 as AnyObject, attr1, relation, view2.map { $0 as AnyObject }, attr2, multiplier, c, #fileID, #line)
    }

    /// The anchors of the constraint's two sides (the second is nil for a constant).
    open var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor(firstItem ?? NSNull(), firstAttribute) }
    open var secondAnchor: NSLayoutAnchor<AnyObject>? { secondItem.map { NSLayoutAnchor($0, secondAttribute) } }

    /// The visual format language is not parsed yet: no constraints are made (the views it
    /// names keep the frames other constraints give them).
    open class func constraints(withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?,
                                views: [String: Any]) -> [NSLayoutConstraint] {
        MirrorDiagnostics.warnNotDrawn("NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)")
        return []
    }

    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let alignAllLeft = Self(rawValue: 1 << 1), alignAllRight = Self(rawValue: 1 << 2)
        public static let alignAllTop = Self(rawValue: 1 << 3), alignAllBottom = Self(rawValue: 1 << 4)
        public static let alignAllLeading = Self(rawValue: 1 << 5), alignAllTrailing = Self(rawValue: 1 << 6)
        public static let alignAllCenterX = Self(rawValue: 1 << 9), alignAllCenterY = Self(rawValue: 1 << 10)
        public static let alignAllLastBaseline = Self(rawValue: 1 << 11), alignAllFirstBaseline = Self(rawValue: 1 << 12)
        public static let alignmentMask = Self(rawValue: 0xFFFF)
        public static let directionLeadingToTrailing = Self([]), directionLeftToRight = Self(rawValue: 1 << 16)
        public static let directionRightToLeft = Self(rawValue: 2 << 16), directionMask = Self(rawValue: 3 << 16)
        public static let spacingEdgeToEdge = Self([]), spacingBaselineToBaseline = Self(rawValue: 1 << 19)
        public static let spacingMask = Self(rawValue: 1 << 19)
    }

    init(_ item1: AnyObject, _ attr1: Attribute, _ relation: Relation, _ item2: AnyObject?, _ attr2: Attribute,
         _ multiplier: CGFloat, _ constant: CGFloat, _ file: StaticString, _ line: UInt) {
        (firstItem, firstAttribute, self.relation, secondItem, secondAttribute) = (item1, attr1, relation, item2, attr2)
        (self.multiplier, self.constant, self.file, self.line) = (multiplier, constant, file, line)
        validate()
    }

    /// What UIKit refuses when a constraint is made, and what loaderanim's exact solver
    /// cannot do (an inequality), at the constraint's line.
    private func validate() {
        if relation != .equal {
            fail("is an inequality (\(relation == .lessThanOrEqual ? "<=" : ">=")): loaderanim's Auto Layout solves equalities only; "
                + "write the constraint as == (see docs/swift-scenes.md, Auto Layout)")
        }
        for item in [firstItem, secondItem].compactMap({ $0 }) where !(item is UIView || item is UILayoutGuide) {
            fail("relates a \(type(of: item)); a constraint relates views and layout guides")
        }
        for attribute in [firstAttribute, secondAttribute] where attribute == .lastBaseline || attribute == .firstBaseline {
            fail("uses a baseline; loaderanim's Auto Layout places frames only (no baselines)")
        }
        guard firstAttribute != .notAnAttribute else { fail("has no first attribute") }
        if secondItem == nil || secondAttribute == .notAnAttribute {
            guard firstAttribute.isDimension else {
                fail("fixes \(firstAttribute.name) to a constant; only a width or height can equal a constant")
            }
            return
        }
        guard firstAttribute.axisKind == secondAttribute.axisKind else {
            fail("pairs \(firstAttribute.name) with \(secondAttribute.name); UIKit refuses such a pairing (an axis or a size with a position)")
        }
    }

    func fail(_ message: String) -> Never {
        MirrorDiagnostics.at(file, line) { MirrorDiagnostics.fail("NSLayoutConstraint \(formula) \(message)") }
    }

    /// Whether it takes part in layout. Activating it adds it to the items' nearest common
    /// ancestor (a stop at its line when they have none, where UIKit raises); deactivating
    /// removes it from there.
    open var isActive: Bool {
        get { holder?.autoLayout.constraints.contains { $0 === self } == true }
        set {
            guard newValue != isActive else { return }
            if newValue {
                guard let ancestor = commonAncestor else {
                    fail("cannot be activated: its items have no common ancestor (add the views to one tree first)")
                }
                ancestor.addConstraint(self)
            } else {
                holder?.removeConstraint(self)
            }
        }
    }

    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The views whose layout the constraint changes ask for it: each item's superview (a
    /// guide's owning view) and the holder.
    func itemsNeedLayout() {
        holder?.setNeedsLayout()
        for item in [firstItem, secondItem] {
            if let view = item as? UIView { view.superview?.setNeedsLayout() }
            if let guide = item as? UILayoutGuide { guide.owningView?.setNeedsLayout() }
        }
    }

    /// The nearest view whose tree holds both items (a guide counts as its owning view).
    var commonAncestor: UIView? {
        guard let first = Self.space(of: firstItem) else { return nil }
        guard let secondItem else { return first }
        guard let second = Self.space(of: secondItem) else { return nil }
        var candidate: UIView? = first
        while let view = candidate, !second.isDescendant(of: view) { candidate = view.superview }
        return candidate
    }

    /// The view in whose tree an item lives: the view itself, or a guide's owning view.
    static func space(of item: AnyObject?) -> UIView? { (item as? UIView) ?? (item as? UILayoutGuide)?.owningView }

    /// `RingLoader.width == 0.5 × UIView.width + 4.0`, as the errors show it.
    var formula: String {
        let first = "\(Self.describe(firstItem)).\(firstAttribute.name) \(["<=", "==", ">="][relation.rawValue + 1])"
        guard let secondItem, secondAttribute != .notAnAttribute else { return "\(first) \(constant)" }
        var right = "\(Self.describe(secondItem)).\(secondAttribute.name)"
        if multiplier != 1 { right = "\(multiplier) × " + right }
        if constant != 0 { right += constant > 0 ? " + \(constant)" : " - \(-constant)" }
        return "\(first) \(right)"
    }

    static func describe(_ item: AnyObject?) -> String {
        if let view = item as? UIView { return view.layer.name.map { "\(type(of: view))(\"\($0)\")" } ?? "\(type(of: view))" }
        if let guide = item as? UILayoutGuide { return "\(describe(guide.owningView)).\(guide.identifier)" }
        return "nil"
    }

    open var description: String {
        "<NSLayoutConstraint \(identifier.map { "'\($0)' " } ?? "")\(formula) (\(place))>"
    }

    /// "X.swift:12": the scene's file (its `#fileID` without the module) and line.
    var place: String {
        let fileID = "\(file)"
        return "\(fileID.split(separator: "/").last.map(String.init) ?? fileID):\(line)"
    }
}

extension NSLayoutConstraint.Attribute {
    /// x, y or size: UIKit pairs attributes of the same kind only.
    var axisKind: Int {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins: 0
        case .top, .bottom, .centerY, .topMargin, .bottomMargin, .centerYWithinMargins, .lastBaseline, .firstBaseline: 1
        case .width, .height: 2
        case .notAnAttribute: 3
        }
    }

    var isDimension: Bool { self == .width || self == .height }

    var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }
}
