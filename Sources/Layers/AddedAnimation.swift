import Animation

/// An animation as it was added to a layer, after `add` filled in its beginTime and
/// duration: what `loaderanim preview` draws as the scene's timeline, read from the
/// engine rather than from the script, so animations added by callbacks show too.
public struct AddedAnimation: Sendable {
    public let layer: LayerID
    /// The layer's name when the animation was added.
    public let layerName: String
    public let key: String?
    /// The clock time of the `add`.
    public let addedAt: Double
    /// Its beginTime on the scene clock (the layer's local time converted through its
    /// ancestors); nil when a paused ancestor never reaches it.
    public let clockBeginTime: Double?
    public let animation: any LayerAnimation
}
