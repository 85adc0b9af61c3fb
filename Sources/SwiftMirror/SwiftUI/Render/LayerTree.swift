@_spi(LoaderAnim) import LAUIKit

/// The layers of a hosted view, one per node, kept by node identity from update to update.
/// A changed attribute is set on the layer; if the node's transaction has an animation, an
/// additive Core Animation animation carries the layer from the old value to the new, so
/// that the engine draws it (and the timeline, inspect and the loop finder see it):
///
///     model value:   old ────────────────▶ new (set at once)
///     additive anim: old − new ──curve──▶ 0     (what was left of the change, fading out)
///
/// Animations started while others run add up, as SwiftUI's do.
@MainActor
final class LayerTree {
    final class Record {
        let layer: CALayer
        let kind: String
        var applied: [String: LayerValue] = [:]
        /// A label, an image view, a canvas: what draws the node's content.
        var content: AnyObject?
        var mask: CAShapeLayer?
        var parent: String?
        /// Where the node was last placed, in the window's space: a leaving view stays there
        /// while its parent moves on.
        var globalOrigin = CGPoint.zero
        var transition: AnyTransition?
        /// Gone from the body, its transition still running.
        var isLeaving = false
        init(layer: CALayer, kind: String) {
            self.layer = layer
            self.kind = kind
        }
    }

    private var records: [String: Record] = [:]
    private var seen: Set<String> = []
    /// Layers this update took out of their parent, with where they were: a view that is
    /// leaving with a transition is put back there until its transition is over.
    private var detached: [ObjectIdentifier: (parent: CALayer, index: Int)] = [:]
    /// The layers of the records leaving, so a parent keeps them without a search.
    private var leavingLayers: Set<ObjectIdentifier> = []
    private var animationCount = 0
    private var rootOrigin = CGPoint.zero

    func reconcile(_ root: Node, in container: CALayer, graph: ViewGraph) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        seen = []
        detached = [:]
        rootOrigin = root.globalOrigin
        setSublayers(of: container, root.drawingOrder.map { build($0, parent: nil, appearing: false) })
        removeUnseen(animation: root.animation)
    }

    // MARK: Building

    private func build(_ node: Node, parent: String?, appearing: Bool) -> CALayer {
        seen.insert(node.id)
        let kind = node.layerKind
        var record = records[node.id]
        if let old = record, old.kind != kind || old.isLeaving {
            old.layer.removeFromSuperlayer()
            leavingLayers.remove(ObjectIdentifier(old.layer))
            record = nil
        }
        let isNew = record == nil
        let current = record ?? makeRecord(node, kind: kind)
        records[node.id] = current
        current.parent = parent
        current.globalOrigin = node.globalOrigin
        current.transition = node.transition
        if let name = node.name, current.layer.name != name { current.layer.name = name }
        let animation = isNew ? nil : node.animation

        applyGeometry(node, current, animation)
        applyContent(node, current, animation)

        // Sublayers: the children's, in drawing order, with those still leaving kept.
        var sublayers: [CALayer] = []
        switch node.kind {
        case .masked:
            if let content = node.children.first { sublayers = [build(content, parent: node.id, appearing: appearing || isNew)] }
            if node.children.count > 1 {
                let mask = build(node.children[1], parent: node.id, appearing: appearing || isNew)
                if current.layer.mask !== mask { current.layer.mask = mask }
            }
        case .decorated(_, let isBackground):
            let built = node.children.map { build($0, parent: node.id, appearing: appearing || isNew) }
            sublayers = isBackground ? Array(built.dropFirst()) + [built[0]] : built
        default:
            sublayers = node.drawingOrder.map { build($0, parent: node.id, appearing: appearing || isNew) }
        }
        if node.hasChildLayers { setSublayers(of: current.layer, sublayers) }
        if isNew, !appearing, let animation = node.animation {
            (node.transition ?? .opacity).insertion.animateIn(current, size: node.frame.size, animation: animation, tree: self)
        }
        return current.layer
    }

    /// `layers`, then those of views still leaving, as the sublayers of `parent`; what else
    /// was there is noted in `detached`.
    private func setSublayers(of parent: CALayer, _ layers: [CALayer]) {
        let old = parent.sublayers ?? []
        let leaving = old.filter { leavingLayers.contains(ObjectIdentifier($0)) }
        let all = layers + leaving
        guard old.map(ObjectIdentifier.init) != all.map(ObjectIdentifier.init) else { return }
        let kept = Set(all.map(ObjectIdentifier.init))
        for (index, layer) in old.enumerated() where !kept.contains(ObjectIdentifier(layer)) {
            detached[ObjectIdentifier(layer)] = (parent, index)
        }
        parent.sublayers = all
    }

    private func makeRecord(_ node: Node, kind: String) -> Record {
        switch node.kind {
        case .shape(let shape): return shape.makeRecord(kind: kind)
        case .text(let text): return text.makeRecord(kind: kind)
        case .image(let image): return image.makeRecord(kind: kind)
        case .canvas(let canvas): return canvas.makeRecord(kind: kind)
        case .uiView(let view, _): return Record(layer: view.layer, kind: kind)
        default:
            return Record(layer: CALayer(), kind: kind)
        }
    }

    /// Bounds from the node's size; position from its origin, at the anchor its effect
    /// turns or scales about, moved by an offset.
    private func applyGeometry(_ node: Node, _ record: Record, _ animation: Animation?) {
        var anchor = UnitPoint.center
        var offset = CGSize.zero
        if case .effect(let effect) = node.kind {
            switch effect {
            case .rotation(_, let a), .scale(_, let a), .rotation3D(_, _, let a, _): anchor = a
            case .offset(let o): offset = o
            // transformEffect works in the view's own space: about its top-leading corner.
            case .transform: anchor = .topLeading
            default: break
            }
        }
        let size = node.frame.size
        set(record, "anchorPoint", .point(CGPoint(x: anchor.x, y: anchor.y)), nil)
        let outset = node.boundsOutset
        set(record, "bounds", .rect(CGRect(origin: .zero, size: size).insetBy(dx: -outset, dy: -outset)), animation)
        set(record, "position", .point(CGPoint(x: node.frame.minX + anchor.x * size.width + offset.width,
                                               y: node.frame.minY + anchor.y * size.height + offset.height)), animation)
    }

    private func applyContent(_ node: Node, _ record: Record, _ animation: Animation?) {
        let size = node.frame.size
        switch node.kind {
        case .shape(let shape):
            shape.apply(record, size: size, outset: node.boundsOutset, animation: animation, tree: self)
        case .text(let text):
            text.update(record)
        case .image(let image):
            image.update(record)
        case .canvas(let canvas):
            canvas.update(record)
        case .effect(let effect):
            for (key, value) in effect.attributes(size: size) { set(record, key, value, animation) }
            if case .clip(let shape, let style) = effect {
                let mask = record.mask ?? CAShapeLayer()
                if record.mask == nil {
                    record.mask = mask
                    record.layer.mask = mask
                }
                mask.frame = CGRect(origin: .zero, size: size)
                mask.fillRule = style.isEOFilled ? .evenOdd : .nonZero
                mask.path = shape.path(in: CGRect(origin: .zero, size: size)).cgPath
            }
        default:
            break
        }
    }

    // MARK: Attributes

    /// Sets `key` to `value` if it changed, animating the change with `animation`.
    func set(_ record: Record, _ key: String, _ value: LayerValue, _ animation: Animation?) {
        let old = record.applied[key]
        guard old != value else { return }
        record.applied[key] = value
        record.layer.setValue(value.object, forKeyPath: key)
        guard let animation, let old else { return }
        animate(record.layer, key, from: old, to: value, animation)
    }

    /// Adds the animation from `from` to `to` (already the model value) to `layer`.
    func animate(_ layer: CALayer, _ key: String, from: LayerValue, to: LayerValue, _ animation: Animation) {
        animationCount += 1
        let begin = layer.convertTime(CACurrentMediaTime(), from: nil)
        let made: CAAnimation
        if let delta = from.additiveDelta(to: to, key: key) {
            made = animation.caAnimation(keyPath: key, from: delta.from, to: delta.to, additive: true, begin: begin)
        } else {
            // Paths and arrays do not add up: from what is on screen now.
            let shown = layer.presentation()?.value(forKeyPath: key) ?? from.object
            made = animation.caAnimation(keyPath: key, from: shown as Any, to: to.object, additive: false, begin: begin)
        }
        layer.add(made, forKey: "swiftui.\(key).\(animationCount)")
    }

    // MARK: Removal

    /// Layers of nodes gone from the body: removed, or, when the change that removed them
    /// is animated, taken out by their transition first.
    private func removeUnseen(animation: Animation?) {
        let gone = records.filter { !seen.contains($0.key) && !$0.value.isLeaving }
        for (id, record) in gone {
            let isTop = record.parent.map { seen.contains($0) } ?? true
            if isTop, let animation {
                record.isLeaving = true
                leavingLayers.insert(ObjectIdentifier(record.layer))
                if let place = detached[ObjectIdentifier(record.layer)], record.layer.superlayer == nil {
                    place.parent.insertSublayer(record.layer, at: UInt32(min(place.index, place.parent.sublayers?.count ?? 0)))
                }
                // It stays where it was on screen while its parent moves to its new place: its
                // position changes by the opposite of the parent's move, with the same animation.
                let parentOrigin = record.parent.flatMap { records[$0]?.globalOrigin } ?? rootOrigin
                if case .point(let anchor)? = record.applied["anchorPoint"], case .rect(let bounds)? = record.applied["bounds"] {
                    set(record, "position", .point(CGPoint(x: record.globalOrigin.x - parentOrigin.x + anchor.x * bounds.width,
                                                           y: record.globalOrigin.y - parentOrigin.y + anchor.y * bounds.height)), animation)
                }
                let removal = (record.transition ?? .opacity).removal
                removal.animateOut(record, animation: animation, tree: self)
                let seconds = animation.activeDuration.isFinite ? animation.activeDuration : 0
                // Then it goes, unless a view of its identity came back and took its place
                // (build removed this layer already).
                ViewGraph.after(seconds) { [weak self, weak layer = record.layer] in
                    MainActor.assumeIsolated {
                        guard let self, let layer, self.records[id]?.layer === layer else { return }
                        self.records[id] = nil
                        self.leavingLayers.remove(ObjectIdentifier(layer))
                        layer.removeFromSuperlayer()
                    }
                }
            } else {
                if isTop { record.layer.removeFromSuperlayer() }
                records[id] = nil
            }
        }
    }
}

extension Node {
    /// What kind of layer draws the node (a node whose kind changes gets a new layer).
    var layerKind: String {
        switch kind {
        case .shape(let shape): shape.layerKind
        case .text: "text"
        case .image: "image"
        case .canvas: "canvas"
        case .uiView(let view, _): "view \(ObjectIdentifier(view))"
        default: "container"
        }
    }

    /// How far a gradient-stroked shape's layer reaches past the node: the gradient fills
    /// under the whole line, half of which lies outside the outline (a miter, further).
    var boundsOutset: CGFloat {
        guard case .shape(let shape) = kind, !shape.paint.isColor, let stroke = shape.stroke else { return 0 }
        return stroke.lineWidth * (stroke.lineJoin == .miter ? max(stroke.miterLimit / 2, 0.5) : 0.5)
    }

    var hasChildLayers: Bool {
        switch kind {
        case .shape, .text, .image, .canvas, .uiView: false
        default: true
        }
    }
}
