/// Budgets that stop a scene before it asks for more than any loader needs, at the line
/// that asks (docs/reliability.md, "Budgets"). A replicator multiplies everything under
/// it, and replicators nest: three of 10,000 instances each would draw 10¹² layers a frame,
/// which no check on one property catches.
///
///     root                      drawn copies = 1 + 1·(1 + 10 000·(1 + 10 000·(1 + 10 000·1)))
///      └ replicator ×10 000                  ≈ 10¹²  > maxDrawnCopies: refused when the
///         └ replicator ×10 000                         third level is added (or its count set)
///            └ replicator ×10 000
///               └ dot
extension Stage {
    /// The most layers one frame may draw, each replicated copy counted: a loader draws tens
    /// to a few hundred; one replicator of the most instances (10,000) over a few layers fits.
    public static let maxDrawnCopies = 100_000

    /// The layers `layer`'s subtree draws in a frame: itself, its mask, and each sublayer's
    /// subtree once per instance of a replicator.
    func drawnCopies(of layer: LayerID) -> Double {
        let model = layers[layer.index]
        var sublayers = 0.0
        for child in model.sublayers { sublayers += drawnCopies(of: child) }
        return 1 + (model.mask.map(drawnCopies(of:)) ?? 0) + instances(of: layer) * sublayers
    }

    /// How many copies of its sublayers `layer` draws: a replicator's instance count, else 1.
    func instances(of layer: LayerID) -> Double {
        let model = layers[layer.index]
        return model.kind == .replicator ? Double(model.values.instanceCount) : 1
    }

    /// How many times a frame draws what `layer` draws, through the replicators above it;
    /// 0 when `layer` is not in the root's tree (nothing of it is drawn yet).
    func replication(of layer: LayerID) -> Double {
        var factor = 1.0
        var current = layer
        while let parent = timeParent(of: current) {
            factor *= instances(of: parent)
            current = parent
        }
        return current == root ? factor : 0
    }

    /// Refuses a tree change that would make a frame draw more than `maxDrawnCopies`:
    /// `child`'s subtree added under `parent` (replicated as `parent` replicates it).
    /// As a mask, `child` is drawn once per copy of `parent`, not per instance.
    func checkDrawnCopies(adding child: LayerID, under parent: LayerID, asMask: Bool = false) throws(LayerError) {
        let added = replication(of: parent) * (asMask ? 1 : instances(of: parent)) * drawnCopies(of: child)
        guard added > 0 else { return }
        try checkDrawnCopies(drawnCopies(of: root) + added, describe(child), "adding")
    }

    /// Refuses `list` as the sublayers of `parent`, in place of the ones it has now.
    func checkDrawnCopies(replacingSublayersOf parent: LayerID, with list: [LayerID]) throws(LayerError) {
        let factor = replication(of: parent) * instances(of: parent)
        guard factor > 0, let first = list.first else { return }
        let change = list.reduce(0.0) { $0 + drawnCopies(of: $1) }
            - layers[parent.index].sublayers.reduce(0.0) { $0 + drawnCopies(of: $1) }
        try checkDrawnCopies(drawnCopies(of: root) + factor * change, describe(first), "setting the sublayers of \(describe(parent)) to")
    }

    /// Refuses an instance count that would make a frame draw more than `maxDrawnCopies`
    /// (the count is already in the model; the caller puts the old one back).
    func checkDrawnCopies(counting replicator: LayerID) throws(LayerError) {
        guard replication(of: replicator) > 0 else { return }
        try checkDrawnCopies(drawnCopies(of: root), describe(replicator), "setting instanceCount \(layers[replicator.index].values.instanceCount) of")
    }

    private func checkDrawnCopies(_ total: Double, _ what: String, _ change: String) throws(LayerError) {
        guard total > Double(Self.maxDrawnCopies) else { return }
        throw .overBudget("\(change) \(what) would make each frame draw \(Self.count(total)) layers (replicated copies "
            + "counted), over the limit of \(Self.count(Double(Self.maxDrawnCopies))): nested replicators multiply their "
            + "instance counts")
    }

    /// 1.0e12 as "1,000,000,000,000".
    public static func count(_ value: Double) -> String {
        guard value < 1e18 else { return "\(value)" }
        let digits = String(Int64(value.rounded()))
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out += "," }
            out.append(digit)
        }
        return out
    }
}
