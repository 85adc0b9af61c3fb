/// What the encoder wrote.
public struct GIFSummary: Hashable, Sendable {
    /// Frames the source gave.
    public var sourceFrames: Int
    /// Images in the file, after identical consecutive frames merged.
    public var frames: Int
    /// Each image's delay in centiseconds (sums of the merged frames' delays).
    public var delays: [Int]
    /// Bytes written to the sink.
    public var byteCount: Int
    /// Entries in the global color table (a power of two, 2...256).
    public var paletteSize: Int
    /// Palette entries that hold colors (the transparent index is not one).
    public var colors: Int
    /// Whether every color of the animation kept its exact value.
    public var exactColors: Bool
    /// The palette index that means transparent, if one is reserved.
    public var transparentIndex: Int?
}
