@_spi(LoaderAnim) import LAUIKit

/// One resolved view in the graph: what it lays out or draws, its children, and the frame
/// layout gave it. Nodes are made afresh by every update; their `id` (the view's place in
/// the body, e.g. `r/b/0/T/#3`) is what ties them to the state and the layers they had.
@MainActor
final class Node {
    enum Kind {
        /// Draws: a shape (colors and gradients as views are filled rectangles), text, an
        /// image, a canvas, a UIKit view.
        case shape(ShapeDrawing)
        case text(TextDrawing)
        case image(ImageDrawing)
        case canvas(CanvasDrawing)
        case uiView(UIView, sizeThatFits: (ProposedViewSize) -> CGSize?)
        /// Lays out its children.
        case spacer(minLength: CGFloat?)
        case stack(Axis, alignment: CGFloat, spacing: CGFloat?)
        case zstack(Alignment)
        case frame(FrameLayout)
        case padding(EdgeInsets)
        case position(CGPoint)
        case fixedSize(horizontal: Bool, vertical: Bool)
        case aspectRatio(CGFloat?, ContentMode)
        /// Its children are resolved at placement, with the size it was given.
        case geometry(@MainActor (GeometryProxy, ResolveContext) -> [Node], ResolveContext)
        /// children[0] is the view; the rest sit behind it (a background) or over it.
        case decorated(Alignment, isBackground: Bool)
        /// children[0] is the view, children[1] its mask, laid out over it.
        case masked(Alignment)
        /// Draws its one child with an effect; lays it out as it is.
        case effect(Effect)
    }

    let id: String
    var kind: Kind
    var children: [Node]
    /// The animation the update's transaction has for this node's changes, if any.
    let animation: Animation?
    var transition: AnyTransition?
    var zIndex: Double = 0
    /// `accessibilityIdentifier(_:)`: the name its layer has (inspect and tests find it so).
    var name: String?
    var layoutPriority: Double = 0
    /// In the parent node's space, after layout.
    var frame = CGRect.zero
    /// The frame's origin in the window's space (GeometryProxy's global frame).
    var globalOrigin = CGPoint.zero
    /// Preference values this node sets, by key type.
    var preferences: [(key: ObjectIdentifier, value: Any)] = []
    /// Run once the tree is laid out (onPreferenceChange, onGeometryChange).
    var afterLayout: [@MainActor (Node) -> Void] = []
    /// sizeThatFits answers, by proposal: a stack asks each child several times.
    var sizes: [ProposedViewSize: CGSize] = [:]

    init(id: String, kind: Kind, children: [Node] = [], animation: Animation?) {
        self.id = id
        self.kind = kind
        self.children = children
        self.animation = animation
    }

    /// The children a layer draws in order: by zIndex, then as written.
    var drawingOrder: [Node] {
        guard children.contains(where: { $0.zIndex != 0 }) else { return children }
        return children.enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }.map(\.element)
    }
}

/// What a node does to its child's drawing, each as one layer.
enum Effect {
    case opacity(Double)
    case rotation(Angle, anchor: UnitPoint)
    case scale(CGSize, anchor: UnitPoint)
    case rotation3D(Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint, perspective: CGFloat)
    case offset(CGSize)
    case transform(CGAffineTransform)
    case shadow(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat)
    case clip(AnyShape, FillStyle)
    case hidden
    /// Passes everything through (compositingGroup, drawingGroup, blur that is not drawn).
    case none
}
