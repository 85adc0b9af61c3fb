@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics

/// One solve of the constraints a view tree holds (docs/swift-scenes.md, "Auto Layout"):
/// every view with `translatesAutoresizingMaskIntoConstraints = false` (and every guide the
/// scene added) has its frame's x, y, width and height as unknowns, in its superview's
/// coordinates; every other view keeps its frame, a constant. Each active constraint is a
/// linear equality over them, written in its items' nearest common ancestor's coordinates;
/// an intrinsic content size fixes a width or height the constraints leave free. The result
/// must fix every unknown: a conflict or a frame left free stops the scene at a
/// constraint's line.
struct ConstraintLayout {
    private let root: UIView
    /// The first of an item's four unknowns (x, y, width, height), by its identity.
    private var unknowns: [ObjectIdentifier: Int] = [:]
    private var items: [AnyObject] = []
    private var constraints: [NSLayoutConstraint] = []
    private var system = LinearSystem()

    /// The frames the constraints give the views and guides of `root`'s tree, in tree order.
    static func solve(_ root: UIView) -> [(item: AnyObject, frame: CGRect)] {
        var layout = ConstraintLayout(root: root)
        layout.collect(root)
        guard !layout.items.isEmpty || !layout.constraints.isEmpty else { return [] }
        return layout.solve()
    }

    private init(root: UIView) { self.root = root }

    private mutating func collect(_ view: UIView) {
        if view !== root, !view.translatesAutoresizingMaskIntoConstraints { addUnknowns(view) }
        for guide in view.autoLayout.guides { addUnknowns(guide) }
        if let guide = view.autoLayout.scrollContent { addUnknowns(guide) }
        constraints += view.autoLayout.constraints
        for subview in view.subviews { collect(subview) }
    }

    private mutating func addUnknowns(_ item: AnyObject) {
        unknowns[ObjectIdentifier(item)] = items.count * 4
        items.append(item)
    }

    private mutating func solve() -> [(item: AnyObject, frame: CGRect)] {
        constraints.sort { $0.activation < $1.activation }
        for (index, constraint) in constraints.enumerated() {
            guard constraint.priority == .required else {
                constraint.fail("has priority \(constraint.priority.rawValue): loaderanim's Auto Layout solves required "
                    + "constraints only (priority 1000)")
            }
            if case .conflict(let sources) = system.add(equation(constraint), source: index) {
                let others = sources.sorted().filter { $0 != index }.map { "\(constraints[$0].formula) (\(constraints[$0].place))" }
                constraint.fail("conflicts with " + (others.isEmpty ? "itself" : others.joined(separator: ", "))
                    + ": no frame satisfies them all")
            }
        }
        // A scroll view's content guide starts at the content's origin; its size is what the
        // constraints make it, else (after intrinsic sizes, which can make it) the content size.
        fixContentGuides { _ in [(0, 0), (1, 0)] }
        // An intrinsic size fixes what the constraints leave free, and yields to them
        // (UIKit's hugging and compression resistance are below required).
        for item in items {
            guard let view = item as? UIView else { continue }
            let size = view.intrinsicContentSize, base = unknowns[ObjectIdentifier(view)]!
            for (offset, length) in [(2, size.width), (3, size.height)] where length != UIView.noIntrinsicMetric {
                let equation = LinearExpression(unknown: base + offset) + -Double(length)
                if system.isIndependent(equation) { _ = system.add(equation, source: -1) }
            }
        }
        fixContentGuides { [(2, Double($0.contentSize.width)), (3, Double($0.contentSize.height))] }
        return items.enumerated().map { index, item in
            let values = (0..<4).map { offset in
                guard let value = system.value(of: index * 4 + offset) else { undetermined(item, offset) }
                // Elimination's rounding left-overs (20.000000000000004) go: a 2^-20 point grid.
                return (value * 1_048_576).rounded() / 1_048_576
            }
            return (item, CGRect(x: values[0], y: values[1], width: values[2], height: values[3]))
        }
    }

    /// Fixes the given unknowns (offset, value) of each scroll view's content guide, each only
    /// where the constraints left it free.
    private mutating func fixContentGuides(_ values: (UIScrollView) -> [(Int, Double)]) {
        for item in items {
            guard let guide = item as? UILayoutGuide, guide.kind == .scrollContent, let scrollView = guide.owningView as? UIScrollView
            else { continue }
            let base = unknowns[ObjectIdentifier(guide)]!
            for (offset, value) in values(scrollView) {
                let equation = LinearExpression(unknown: base + offset) + -value
                if system.isIndependent(equation) { _ = system.add(equation, source: -1) }
            }
        }
    }

    private func undetermined(_ item: AnyObject, _ offset: Int) -> Never {
        let what = ["x position", "y position", "width", "height"][offset]
        let name = NSLayoutConstraint.describe(item)
        if let constraint = constraints.first(where: { $0.firstItem === item || $0.secondItem === item }) {
            constraint.fail("and the other constraints on \(name) leave its \(what) free: add one that fixes it "
                + "(loaderanim's Auto Layout needs every frame fixed)")
        }
        MirrorDiagnostics.fail("\(name) has translatesAutoresizingMaskIntoConstraints = false and no constraints: its \(what) "
            + "is free (constrain it, or leave translatesAutoresizingMaskIntoConstraints true to keep its frame)")
    }

    // MARK: Constraints as equations

    /// `first − multiplier × second − constant`, in the items' common ancestor's coordinates.
    private func equation(_ constraint: NSLayoutConstraint) -> LinearExpression {
        guard let first = constraint.firstItem, let space = constraint.commonAncestor, space === root || space.isDescendant(of: root) else {
            constraint.fail("relates views that are not in one tree (a view was removed, or never added)")
        }
        var result = attribute(constraint.firstAttribute, of: first, in: space) + -Double(constraint.constant)
        if let second = constraint.secondItem, constraint.secondAttribute != .notAnAttribute {
            result = result - attribute(constraint.secondAttribute, of: second, in: space) * Double(constraint.multiplier)
        }
        return result
    }

    private func attribute(_ attribute: NSLayoutConstraint.Attribute, of item: AnyObject, in space: UIView) -> LinearExpression {
        if let view = item as? UIView, let plain = attribute.withoutMargins {
            return self.attribute(plain, of: view.layoutMarginsGuide, in: space)
        }
        let (x, y, width, height) = frame(of: item, in: space)
        switch attribute {
        case .left, .leading: return x
        case .right, .trailing: return x + width
        case .centerX: return x + width * 0.5
        case .top: return y
        case .bottom: return y + height
        case .centerY: return y + height * 0.5
        case .width: return width
        case .height: return height
        default: return LinearExpression()
        }
    }

    typealias Frame = (x: LinearExpression, y: LinearExpression, width: LinearExpression, height: LinearExpression)

    /// An item's frame in `space`'s bounds coordinates.
    private func frame(of item: AnyObject, in space: UIView) -> Frame {
        if let view = item as? UIView, view === space {
            let origin = view.bounds.origin
            return (LinearExpression(constant: origin.x), LinearExpression(constant: origin.y), size(of: view).width, size(of: view).height)
        }
        let local = localFrame(of: item)
        guard let container = (item as? UIView)?.superview ?? (item as? UILayoutGuide)?.owningView else { return local }
        let offset = origin(of: container, in: space)
        return (local.x + offset.x, local.y + offset.y, local.width, local.height)
    }

    /// Where `view`'s bounds origin lies in `space`'s coordinates.
    private func origin(of view: UIView, in space: UIView) -> (x: LinearExpression, y: LinearExpression) {
        guard view !== space, let superview = view.superview else { return (LinearExpression(), LinearExpression()) }
        let local = localFrame(of: view), above = origin(of: superview, in: space), bounds = view.bounds.origin
        return (local.x + above.x + -Double(bounds.x), local.y + above.y + -Double(bounds.y))
    }

    /// An item's frame in its superview's (a guide's owning view's) coordinates: unknowns,
    /// or the frame it has.
    private func localFrame(of item: AnyObject) -> Frame {
        if let base = unknowns[ObjectIdentifier(item)] {
            return (LinearExpression(unknown: base), LinearExpression(unknown: base + 1), LinearExpression(unknown: base + 2),
                    LinearExpression(unknown: base + 3))
        }
        if let guide = item as? UILayoutGuide, let view = guide.owningView {
            let insets = guide.kind == .margins || guide.kind == .readable ? view.layoutMargins : .zero
            let origin = view.bounds.origin, size = size(of: view)
            if guide.kind == .keyboard {
                // The bottom edge, zero tall: no keyboard shows.
                return (LinearExpression(constant: origin.x), size.height + Double(origin.y), size.width, LinearExpression())
            }
            return (LinearExpression(constant: origin.x + insets.left), LinearExpression(constant: origin.y + insets.top),
                    size.width + -Double(insets.left + insets.right), size.height + -Double(insets.top + insets.bottom))
        }
        let frame = (item as? UIView)?.frame ?? .zero
        return (LinearExpression(constant: frame.minX), LinearExpression(constant: frame.minY), LinearExpression(constant: frame.width),
                LinearExpression(constant: frame.height))
    }

    private func size(of view: UIView) -> (width: LinearExpression, height: LinearExpression) {
        if let base = unknowns[ObjectIdentifier(view)] { return (LinearExpression(unknown: base + 2), LinearExpression(unknown: base + 3)) }
        return (LinearExpression(constant: view.bounds.width), LinearExpression(constant: view.bounds.height))
    }
}

extension NSLayoutConstraint.Attribute {
    /// A margin attribute as the same attribute of the view's layoutMarginsGuide.
    var withoutMargins: Self? {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }
}
