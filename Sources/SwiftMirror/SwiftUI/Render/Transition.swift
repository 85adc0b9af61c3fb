@_spi(LoaderAnim) import LAUIKit

/// How a view comes in and goes out when an animated change inserts or removes it.
public struct AnyTransition {
    enum Step {
        case opacity
        case scale(CGFloat, anchor: UnitPoint)
        case offset(CGSize)
        case move(Edge)
    }
    let insertion: Steps
    let removal: Steps

    struct Steps {
        var steps: [Step]
    }

    init(_ steps: [Step]) {
        insertion = Steps(steps: steps)
        removal = Steps(steps: steps)
    }
    init(insertion: Steps, removal: Steps) {
        self.insertion = insertion
        self.removal = removal
    }

    public static let identity = AnyTransition([])
    public static let opacity = AnyTransition([.opacity])
    public static var scale: AnyTransition { .scale(scale: 0) }
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition([.scale(scale, anchor: anchor)]) }
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition([.offset(offset)]) }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { .offset(CGSize(width: x, height: y)) }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition([.move(edge)]) }
    public static var slide: AnyTransition { .asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing)) }
    public static func push(from edge: Edge) -> AnyTransition {
        let opposite: Edge = switch edge {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
        return .asymmetric(insertion: .move(edge: edge).combined(with: .opacity), removal: .move(edge: opposite).combined(with: .opacity))
    }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion.insertion, removal: removal.removal)
    }
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: Steps(steps: insertion.steps + other.insertion.steps),
                      removal: Steps(steps: removal.steps + other.removal.steps))
    }
    /// This transition, with its own animation (iOS's `animation(_:)` on a transition).
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

extension AnyTransition.Step {
    /// How far the view sits, in this step's removed state.
    func offset(size: CGSize) -> CGSize {
        switch self {
        case .offset(let offset): offset
        case .move(.leading): CGSize(width: -size.width, height: 0)
        case .move(.trailing): CGSize(width: size.width, height: 0)
        case .move(.top): CGSize(width: 0, height: -size.height)
        case .move(.bottom): CGSize(width: 0, height: size.height)
        default: .zero
        }
    }
}

@MainActor
extension AnyTransition.Steps {
    /// From the removed state to what the layer shows.
    func animateIn(_ record: LayerTree.Record, size: CGSize, animation: Animation, tree: LayerTree) {
        for step in steps {
            switch step {
            case .opacity:
                let shown = record.applied["opacity"] ?? .number(1)
                tree.animate(record.layer, "opacity", from: .number(0), to: shown, animation)
            case .scale(let scale, _):
                for key in ["transform.scale.x", "transform.scale.y"] {
                    guard case .number(let shown) = record.applied[key] ?? .number(1) else { continue }
                    tree.animate(record.layer, key, from: .number(shown * scale), to: .number(shown), animation)
                }
            case .offset, .move:
                guard case .point(let shown) = record.applied["position"] else { continue }
                let offset = step.offset(size: size)
                tree.animate(record.layer, "position", from: .point(CGPoint(x: shown.x + offset.width, y: shown.y + offset.height)),
                             to: .point(shown), animation)
            }
        }
    }

    /// To the removed state, where the layer stays until it is taken away.
    func animateOut(_ record: LayerTree.Record, animation: Animation, tree: LayerTree) {
        let size = record.layer.bounds.size
        for step in steps {
            switch step {
            case .opacity:
                record.applied["opacity"] = record.applied["opacity"] ?? .number(1)
                tree.set(record, "opacity", .number(0), animation)
            case .scale(let scale, _):
                for key in ["transform.scale.x", "transform.scale.y"] {
                    guard case .number(let shown) = record.applied[key] ?? .number(1) else { continue }
                    record.applied[key] = .number(shown)
                    tree.set(record, key, .number(shown * scale), animation)
                }
            case .offset, .move:
                guard case .point(let shown) = record.applied["position"] else { continue }
                let offset = step.offset(size: size)
                tree.set(record, "position", .point(CGPoint(x: shown.x + offset.width, y: shown.y + offset.height)), animation)
            }
        }
    }
}

extension View {
    /// How this view comes and goes when an animated change inserts or removes it.
    public func transition(_ transition: AnyTransition) -> some View {
        modifier(NodeTraitModifier { $0.transition = transition })
    }
}

/// Sets something on the content's nodes themselves (transition, zIndex, layout priority).
struct NodeTraitModifier: ViewModifier, PrimitiveModifier {
    let change: @MainActor (Node) -> Void
    func body(content: Content) -> Never { fatalError("applied by the graph") }
    func resolve(content: [Node], in context: ResolveContext) -> [Node] {
        for node in content { change(node) }
        return content
    }
}
