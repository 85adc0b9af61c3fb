@_spi(LoaderAnim) import LAUIKit

/// SwiftUI's layout, node by node: the parent proposes a size, the child chooses its own,
/// the parent places it. Sizes are in points.
extension Node {
    /// The stack's spacing when none is given: the 8 points iOS puts between most views.
    static let defaultSpacing: CGFloat = 8

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if let known = sizes[proposal] { return known }
        let size = computeSize(proposal)
        sizes[proposal] = size
        return size
    }

    private func computeSize(_ p: ProposedViewSize) -> CGSize {
        switch kind {
        case .shape, .canvas, .geometry:
            return p.replacingUnspecifiedDimensions()
        case .text(let text):
            return text.size(fitting: p)
        case .image(let image):
            return image.size(fitting: p)
        case .uiView(_, let fit):
            return fit(p) ?? p.replacingUnspecifiedDimensions()
        case .spacer(let minLength):
            let least = minLength ?? Self.defaultSpacing
            return CGSize(width: max(p.width ?? least, least), height: max(p.height ?? least, least))
        case .stack(let axis, _, let spacing):
            return stackLayout(axis: axis, spacing: spacing, proposal: p).size
        case .zstack:
            let sizes = children.map { $0.sizeThatFits(p) }
            return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
        case .frame(let frame):
            return frameSize(frame, p)
        case .padding(let insets):
            let inner = ProposedViewSize(width: p.width.map { max($0 - insets.leading - insets.trailing, 0) },
                                         height: p.height.map { max($0 - insets.top - insets.bottom, 0) })
            let size = childrenSize(inner)
            return CGSize(width: size.width + insets.leading + insets.trailing, height: size.height + insets.top + insets.bottom)
        case .position:
            let child = childrenSize(p)
            return CGSize(width: p.width ?? child.width, height: p.height ?? child.height)
        case .fixedSize(let horizontal, let vertical):
            return childrenSize(ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height))
        case .aspectRatio(let ratio, let mode):
            return childrenSize(ProposedViewSize(aspectSize(ratio, mode, p)))
        case .decorated, .masked, .effect:
            return children.first?.sizeThatFits(p) ?? .zero
        }
    }

    /// One child (or the union of a group's children, as a ZStack would).
    private func childrenSize(_ p: ProposedViewSize) -> CGSize {
        let sizes = children.map { $0.sizeThatFits(p) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    /// Gives the node `rect` (in its parent's space) and places its children in its own.
    func place(in rect: CGRect, graph: ViewGraph, origin parentOrigin: CGPoint) {
        frame = rect
        globalOrigin = CGPoint(x: parentOrigin.x + rect.minX, y: parentOrigin.y + rect.minY)
        let bounds = CGRect(origin: .zero, size: rect.size)
        switch kind {
        case .shape, .text, .image, .canvas, .uiView, .spacer:
            break
        case .stack(let axis, let alignment, let spacing):
            let layout = stackLayout(axis: axis, spacing: spacing, proposal: ProposedViewSize(rect.size))
            var along: CGFloat = 0
            for (index, child) in children.enumerated() {
                let size = layout.sizes[index]
                let across = (bounds.size[axis.other] - size[axis.other]) * alignment
                let origin = axis == .horizontal ? CGPoint(x: along, y: across) : CGPoint(x: across, y: along)
                child.place(in: CGRect(origin: origin, size: size), graph: graph, origin: globalOrigin)
                along += size[axis] + layout.spacing
            }
        case .zstack(let alignment):
            for child in children {
                child.place(in: alignment.place(child.sizeThatFits(ProposedViewSize(rect.size)), in: bounds), graph: graph, origin: globalOrigin)
            }
        case .frame(let frame):
            let proposal = childProposal(frame, ProposedViewSize(rect.size))
            for child in children { child.place(in: frame.alignment.place(child.sizeThatFits(proposal), in: bounds), graph: graph, origin: globalOrigin) }
        case .padding(let insets):
            let inner = CGRect(x: insets.leading, y: insets.top, width: max(rect.width - insets.leading - insets.trailing, 0),
                               height: max(rect.height - insets.top - insets.bottom, 0))
            for child in children { child.place(in: Alignment.center.place(child.sizeThatFits(ProposedViewSize(inner.size)), in: inner), graph: graph, origin: globalOrigin) }
        case .position(let point):
            for child in children {
                let size = child.sizeThatFits(ProposedViewSize(rect.size))
                child.place(in: CGRect(x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width, height: size.height), graph: graph, origin: globalOrigin)
            }
        case .fixedSize(let horizontal, let vertical):
            let proposal = ProposedViewSize(width: horizontal ? nil : rect.width, height: vertical ? nil : rect.height)
            for child in children { child.place(in: Alignment.center.place(child.sizeThatFits(proposal), in: bounds), graph: graph, origin: globalOrigin) }
        case .aspectRatio(let ratio, let mode):
            let proposal = ProposedViewSize(aspectSize(ratio, mode, ProposedViewSize(rect.size)))
            for child in children { child.place(in: Alignment.center.place(child.sizeThatFits(proposal), in: bounds), graph: graph, origin: globalOrigin) }
        case .geometry(let content, let context):
            children = content(GeometryProxy(size: rect.size, globalFrame: CGRect(origin: globalOrigin, size: rect.size)), context)
            for child in children {
                let size = child.sizeThatFits(ProposedViewSize(rect.size))
                child.place(in: CGRect(origin: .zero, size: size), graph: graph, origin: globalOrigin)
            }
        case .decorated(let alignment, _), .masked(let alignment):
            guard let main = children.first else { return }
            main.place(in: bounds, graph: graph, origin: globalOrigin)
            for secondary in children.dropFirst() {
                secondary.place(in: alignment.place(secondary.sizeThatFits(ProposedViewSize(rect.size)), in: bounds), graph: graph, origin: globalOrigin)
            }
        case .effect:
            for child in children { child.place(in: bounds, graph: graph, origin: globalOrigin) }
        }
    }

    // MARK: Stacks

    /// SwiftUI's stack: the spacing comes off first, then each child, least flexible first
    /// (within the highest layout priority), is offered an equal share of what is left.
    private func stackLayout(axis: Axis, spacing: CGFloat?, proposal p: ProposedViewSize) -> (sizes: [CGSize], size: CGSize, spacing: CGFloat) {
        let gap = spacing ?? Self.defaultSpacing
        let totalSpacing = gap * CGFloat(max(children.count - 1, 0))
        var sizes = [CGSize](repeating: .zero, count: children.count)
        let across = p[axis.other]
        if let along = p[axis] {
            var remaining = max(along - totalSpacing, 0)
            let flexibility = children.map { child -> CGFloat in
                let least = child.size(in: axis, ProposedViewSize(along: axis, 0, across: across))[axis]
                let most = child.size(in: axis, ProposedViewSize(along: axis, .infinity, across: across))[axis]
                return most - least
            }
            let order = children.indices.sorted {
                (-children[$0].layoutPriority, flexibility[$0], $0) < (-children[$1].layoutPriority, flexibility[$1], $1)
            }
            var left = children.count
            for index in order {
                let share = remaining / CGFloat(left)
                let size = children[index].size(in: axis, ProposedViewSize(along: axis, share, across: across))
                sizes[index] = size
                remaining = max(remaining - size[axis], 0)
                left -= 1
            }
        } else {
            for (index, child) in children.enumerated() { sizes[index] = child.size(in: axis, ProposedViewSize(along: axis, nil, across: across)) }
        }
        let along = sizes.reduce(0) { $0 + $1[axis] } + totalSpacing
        let acrossSize = sizes.map { $0[axis.other] }.max() ?? 0
        return (sizes, CGSize(along: axis, along, across: acrossSize), gap)
    }

    /// A child's size in a stack along `axis`: a spacer grows only along the stack (its
    /// minimum length at least) and takes no room across it.
    private func size(in axis: Axis, _ proposal: ProposedViewSize) -> CGSize {
        guard case .spacer(let minLength) = kind else { return sizeThatFits(proposal) }
        let least = minLength ?? Self.defaultSpacing
        return CGSize(along: axis, max(proposal[axis] ?? least, least), across: 0)
    }

    // MARK: Frames

    private func frameSize(_ f: FrameLayout, _ p: ProposedViewSize) -> CGSize {
        let child = childrenSize(childProposal(f, p))
        guard f.isFlexible else { return CGSize(width: f.width ?? child.width, height: f.height ?? child.height) }
        return CGSize(width: flexible(p.width, child.width, f.minWidth, f.idealWidth, f.maxWidth),
                      height: flexible(p.height, child.height, f.minHeight, f.idealHeight, f.maxHeight))
    }

    /// What the frame offers its child: the fixed size, or the proposal clamped to the
    /// bounds, an ideal size standing in for an unspecified proposal.
    private func childProposal(_ f: FrameLayout, _ p: ProposedViewSize) -> ProposedViewSize {
        guard f.isFlexible else { return ProposedViewSize(width: f.width ?? p.width, height: f.height ?? p.height) }
        func clamp(_ value: CGFloat?, _ ideal: CGFloat?, _ least: CGFloat?, _ most: CGFloat?) -> CGFloat? {
            guard var value = value ?? ideal else { return nil }
            if let most { value = min(value, most) }
            if let least { value = max(value, least) }
            return value
        }
        return ProposedViewSize(width: clamp(p.width, f.idealWidth, f.minWidth, f.maxWidth),
                                height: clamp(p.height, f.idealHeight, f.minHeight, f.maxHeight))
    }

    /// Apple's rule for one dimension of `frame(minWidth:idealWidth:maxWidth:...)`: with
    /// both bounds, the proposal clamped to them; with one, the proposal where it is past
    /// the child's size on that bound's side; with none, the child's size.
    private func flexible(_ proposed: CGFloat?, _ child: CGFloat, _ least: CGFloat?, _ ideal: CGFloat?, _ most: CGFloat?) -> CGFloat {
        let proposed = proposed ?? ideal
        if least == nil && most == nil { return child }
        guard let proposed else {
            var size = child
            if let least { size = max(size, least) }
            if let most { size = min(size, most) }
            return size
        }
        if let least, let most { return min(max(proposed, least), max(most, least)) }
        if let least, proposed < child { return max(proposed, least) }
        if let most, proposed > child { return min(proposed, most) }
        if let least { return max(child, least) }
        if let most { return min(child, most) }
        return child
    }

    private func aspectSize(_ ratio: CGFloat?, _ mode: ContentMode, _ p: ProposedViewSize) -> CGSize {
        let ideal = childrenSize(.unspecified)
        let r = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard r > 0, r.isFinite else { return p.replacingUnspecifiedDimensions(by: ideal) }
        switch (p.width, p.height) {
        case (nil, nil): return CGSize(width: ideal.width, height: ideal.width / r)
        case (let w?, nil): return CGSize(width: w, height: w / r)
        case (nil, let h?): return CGSize(width: h * r, height: h)
        case (let w?, let h?):
            let byWidth = CGSize(width: w, height: w / r), byHeight = CGSize(width: h * r, height: h)
            let fitsWidth = byWidth.height <= h
            return mode == .fit ? (fitsWidth ? byWidth : byHeight) : (fitsWidth ? byHeight : byWidth)
        }
    }
}
