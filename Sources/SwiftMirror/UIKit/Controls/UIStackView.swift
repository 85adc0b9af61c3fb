@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics

/// UIStackView: lays its arranged subviews out along its axis, in its bounds (inset by
/// `layoutMargins` with isLayoutMarginsRelativeArrangement), each time it is laid out
/// (layoutSubviews: after add/insert/removeArrangedSubview, a change of its settings, of
/// its size, or of an arranged view's intrinsic size). Hidden arranged views take no space.
///
/// The size an arranged view asks for, per dimension: a constant width or height
/// constraint on the view itself, else its intrinsicContentSize, else the size it had
/// when arranged (or was given since; UIKit would treat such a view as having no size).
///
/// Along the axis (L: the length there, gaps: `spacing`, or the custom spacing after the
/// view before; `spacingUseSystem` is 8 points):
/// - .fill: the asked sizes; the difference from L goes to one view, the one with the
///   lowest content hugging priority along the axis when growing (compression resistance
///   when shrinking), the last of them on a tie (UIKit calls a tie ambiguous);
/// - .fillEqually: (L − gaps) / n each;
/// - .fillProportionally: (L − gaps) shared in proportion to the asked sizes;
/// - .equalSpacing: the asked sizes, the gaps equal and at least their spacing (short of
///   room, as .fill);
/// - .equalCentering: the asked sizes, the first flush with the start, the last with the
///   end, the centers equally apart (as .equalSpacing when that would bring two views
///   closer than their spacing).
///
/// Across it: .fill stretches a view over the width (height) there, .leading/.top and
/// .trailing/.bottom put it at an edge at its asked size, .center centers it; the
/// baseline alignments center it too (the views' baselines are not looked for).
///
/// An arranged view keeps `translatesAutoresizingMaskIntoConstraints` as it was (UIKit
/// sets it false): the stack view sets its frame. One the scene itself set false is held
/// at that frame by constraints of the stack view's (loaderanim's Auto Layout must fix
/// every such frame), made in updateConstraints(), before the constraints are solved, as
/// UIKit makes its own there. The stack view's intrinsicContentSize is its arrangement's
/// size, so constraints that place it without sizing it give it that size, as in UIKit.
open class UIStackView: UIView {
    public enum Distribution: Int, Sendable {
        case fill = 0, fillEqually = 1, fillProportionally = 2, equalSpacing = 3, equalCentering = 4
    }

    public enum Alignment: Int, Sendable {
        case fill = 0, leading = 1, firstBaseline = 2, center = 3, trailing = 4, lastBaseline = 5
        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }

    /// As a custom spacing: use `spacing`. (UIKit's value: FLT_MAX.)
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// As `spacing` or a custom spacing: the system's standard spacing, 8 points. (FLT_MIN.)
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)
    static let systemSpacing: CGFloat = 8

    open private(set) var arrangedSubviews: [UIView] = []
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementChanged() } }
    open var distribution: Distribution = .fill { didSet { arrangementChanged() } }
    open var alignment: Alignment = .fill { didSet { arrangementChanged() } }
    open var spacing: CGFloat = 0 { didSet { arrangementChanged() } }
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementChanged() } }
    /// Kept; the spacing is measured between the views' frames, not their baselines.
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement { MirrorDiagnostics.warnNotDrawn("UIStackView.isBaselineRelativeArrangement") } }
    }

    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The size each arranged view asks for when nothing else gives one.
    private var ownSizes: [ObjectIdentifier: CGSize] = [:]
    /// The size the stack view last gave each: a different one was set by the scene.
    private var placedSizes: [ObjectIdentifier: CGSize] = [:]
    /// The constraints holding an arranged view whose translatesAutoresizingMaskIntoConstraints is false.
    private var pins: [ObjectIdentifier: [NSLayoutConstraint]] = [:]
    private var lastIntrinsicSize: CGSize?

    public override init(frame: CGRect) { super.init(frame: frame) }

    /// NSCoding's, not failable in UIStackView; nothing decodes a stack view here.
    public required init(coder: NSCoder) { super.init(frame: .zero) }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    /// `UIStackView()`: UIView's convenience init() is not inherited.
    public convenience init() { self.init(frame: .zero) }

    // MARK: Arranged subviews

    /// Adds `view` as the last arranged subview (a subview too, on top, when it is not one).
    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        let id = ObjectIdentifier(view)
        if let current = arrangedSubviews.firstIndex(where: { $0 === view }) { arrangedSubviews.remove(at: current) }
        if ownSizes[id] == nil { ownSizes[id] = view.bounds.size }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        arrangementChanged()
    }

    /// No longer arranged; still a subview, where it was last placed.
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        forget(view)
        arrangementChanged()
    }

    /// A subview that leaves the stack view is no longer arranged, as in UIKit.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) {
            forget(subview)
            arrangementChanged()
        }
    }

    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        arrangementChanged()
    }

    /// The spacing set after the view, else `spacingUseDefault`.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    private func forget(_ view: UIView) {
        let id = ObjectIdentifier(view)
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[id] = nil
        ownSizes[id] = nil
        placedSizes[id] = nil
        pins.removeValue(forKey: id)?.forEach { $0.isActive = false }
    }

    private func arrangementChanged() {
        invalidateIntrinsicContentSize()
        setNeedsUpdateConstraints()
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        arrange()
        let size = intrinsicContentSize
        if let last = lastIntrinsicSize, last != size { superview?.setNeedsLayout() }
        lastIntrinsicSize = size
    }

    /// Before the constraints are solved: the arranged views placed by constraints get the
    /// stack view's (layoutSubviews corrects them once the stack view has its size).
    open override func updateConstraints() {
        super.updateConstraints()
        arrange()
    }

    /// Sets each arranged view's frame (see the type's comment).
    private func arrange() {
        for view in arrangedSubviews {
            let id = ObjectIdentifier(view)
            if let placed = placedSizes[id], view.bounds.size != placed { ownSizes[id] = view.bounds.size }
        }
        let shown = arrangedSubviews.filter { !$0.isHidden }
        var area = bounds
        if isLayoutMarginsRelativeArrangement { area = area.inset(by: layoutMargins) }
        let horizontal = axis == .horizontal
        let sizes = shown.map(askedSize)
        let (starts, lengths) = distribute(sizes.map { horizontal ? $0.width : $0.height }, gaps(between: shown),
                                           in: horizontal ? area.width : area.height, views: shown)
        let cross = horizontal ? area.height : area.width
        for (index, view) in shown.enumerated() {
            let asked = horizontal ? sizes[index].height : sizes[index].width
            let (offset, breadth) = align(asked, in: cross)
            let frame = horizontal
                ? CGRect(x: area.minX + starts[index], y: area.minY + offset, width: lengths[index], height: breadth)
                : CGRect(x: area.minX + offset, y: area.minY + starts[index], width: breadth, height: lengths[index])
            place(view, at: frame)
        }
        for view in arrangedSubviews where view.isHidden { place(view, at: view.frame) }
    }

    /// The arrangement's size: the asked sizes and gaps along the axis (n × the largest
    /// with .fillEqually), the largest across it, plus the margins when arranged in them.
    open override var intrinsicContentSize: CGSize {
        let shown = arrangedSubviews.filter { !$0.isHidden }
        let horizontal = axis == .horizontal
        let sizes = shown.map(askedSize)
        let along = sizes.map { horizontal ? $0.width : $0.height }, across = sizes.map { horizontal ? $0.height : $0.width }
        let gapTotal = gaps(between: shown).reduce(0, +)
        let length = (distribution == .fillEqually ? CGFloat(along.count) * (along.max() ?? 0) : along.reduce(0, +)) + gapTotal
        let breadth = across.max() ?? 0
        let margins = isLayoutMarginsRelativeArrangement ? layoutMargins : .zero
        return CGSize(width: (horizontal ? length : breadth) + margins.left + margins.right,
                      height: (horizontal ? breadth : length) + margins.top + margins.bottom)
    }

    /// The view's own constant width or height constraint, else its intrinsic size, else
    /// the size it had.
    private func askedSize(_ view: UIView) -> CGSize {
        let id = ObjectIdentifier(view), intrinsic = view.intrinsicContentSize, own = ownSizes[id] ?? view.bounds.size
        var size = CGSize(width: intrinsic.width == UIView.noIntrinsicMetric ? own.width : intrinsic.width,
                          height: intrinsic.height == UIView.noIntrinsicMetric ? own.height : intrinsic.height)
        let held = pins[id] ?? []
        for constraint in view.constraints where constraint.firstItem === view && constraint.secondItem == nil
            && constraint.relation == .equal && !held.contains(where: { $0 === constraint }) {
            if constraint.firstAttribute == .width { size.width = constraint.constant }
            if constraint.firstAttribute == .height { size.height = constraint.constant }
        }
        return size
    }

    private func gaps(between views: [UIView]) -> [CGFloat] {
        guard views.count > 1 else { return [] }
        return views.dropLast().map { view in
            let value = customSpacings[ObjectIdentifier(view)] ?? spacing
            return value == Self.spacingUseSystem ? Self.systemSpacing : value
        }
    }

    /// Where each view starts along the axis, and its length there (see the type's comment).
    private func distribute(_ sizes: [CGFloat], _ gaps: [CGFloat], in length: CGFloat, views: [UIView])
        -> (starts: [CGFloat], lengths: [CGFloat]) {
        let count = sizes.count
        guard count > 0 else { return ([], []) }
        let gapTotal = gaps.reduce(0, +), sizeTotal = sizes.reduce(0, +)
        var lengths = sizes, spaces = gaps
        switch distribution {
        case .fillEqually:
            lengths = Array(repeating: (length - gapTotal) / CGFloat(count), count: count)
        case .fillProportionally:
            let room = length - gapTotal
            lengths = sizes.map { sizeTotal > 0 ? $0 * room / sizeTotal : room / CGFloat(count) }
        case .equalSpacing, .equalCentering:
            let even = count > 1 ? (length - sizeTotal) / CGFloat(count - 1) : 0
            if count > 1, even >= (gaps.max() ?? 0) {
                spaces = Array(repeating: even, count: count - 1)
                if distribution == .equalCentering, let centered = centeredStarts(sizes, gaps, length) {
                    return (centered, sizes)
                }
            } else if count > 1 {
                lengths = filled(sizes, length - sizeTotal - gapTotal, views)
            }
        case .fill:
            lengths = filled(sizes, length - sizeTotal - gapTotal, views)
        }
        var starts: [CGFloat] = [], position: CGFloat = 0
        for index in 0..<count {
            starts.append(position)
            position += lengths[index] + (index < spaces.count ? spaces[index] : 0)
        }
        return (starts, lengths)
    }

    /// .fill: `free` (room left, or short when negative) given to one view.
    private func filled(_ sizes: [CGFloat], _ free: CGFloat, _ views: [UIView]) -> [CGFloat] {
        guard free != 0, !views.isEmpty else { return sizes }
        let priorities = views.map { free > 0 ? $0.contentHuggingPriority(for: axis) : $0.contentCompressionResistancePriority(for: axis) }
        let lowest = priorities.min()!
        let index = priorities.lastIndex(of: lowest)!
        var lengths = sizes
        lengths[index] = max(lengths[index] + free, 0)
        return lengths
    }

    /// .equalCentering's starts, nil when two views would come closer than their spacing.
    private func centeredStarts(_ sizes: [CGFloat], _ gaps: [CGFloat], _ length: CGFloat) -> [CGFloat]? {
        let count = sizes.count
        let first = sizes[0] / 2, last = length - sizes[count - 1] / 2
        let step = (last - first) / CGFloat(count - 1)
        let starts = (0..<count).map { first + CGFloat($0) * step - sizes[$0] / 2 }
        for index in 0..<(count - 1) where starts[index + 1] - (starts[index] + sizes[index]) < gaps[index] - 1e-9 { return nil }
        return starts
    }

    private func align(_ asked: CGFloat, in cross: CGFloat) -> (offset: CGFloat, breadth: CGFloat) {
        switch alignment {
        case .fill: (0, cross)
        case .leading: (0, asked)
        case .trailing: (cross - asked, asked)
        case .center, .firstBaseline, .lastBaseline: ((cross - asked) / 2, asked)
        }
    }

    /// Sets the view's frame; one placed by constraints is held there by the stack view's.
    private func place(_ view: UIView, at frame: CGRect) {
        let id = ObjectIdentifier(view)
        if view.frame != frame { view.frame = frame }
        placedSizes[id] = frame.size
        guard !view.translatesAutoresizingMaskIntoConstraints else {
            pins.removeValue(forKey: id)?.forEach { $0.isActive = false }
            return
        }
        let values: [NSLayoutConstraint.Attribute: CGFloat] = [.left: frame.minX - bounds.minX, .top: frame.minY - bounds.minY,
                                                               .width: frame.width, .height: frame.height]
        if let held = pins[id] {
            for constraint in held where constraint.constant != values[constraint.firstAttribute] {
                constraint.constant = values[constraint.firstAttribute] ?? 0
            }
            return
        }
        let own = Set(view.constraints.filter { $0.firstItem === view && $0.secondItem == nil }.map(\.firstAttribute.rawValue))
        var made: [NSLayoutConstraint] = []
        for attribute in [NSLayoutConstraint.Attribute.left, .top, .width, .height] where !own.contains(attribute.rawValue) {
            let edge = attribute == .left || attribute == .top
            made.append(NSLayoutConstraint(item: view, attribute: attribute, relatedBy: .equal, toItem: edge ? self : nil,
                                           attribute: edge ? attribute : .notAnAttribute, multiplier: 1, constant: values[attribute] ?? 0))
        }
        made.forEach { $0.isActive = true }
        pins[id] = made
    }
}
