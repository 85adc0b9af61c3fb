import GIF
import Pixels
import Raster

/// The picture `loaderanim compare --out` writes: for each frame whose pixels differ, three
/// cells, A's frame, B's frame, and B's with the changed pixels in magenta over the rest
/// faded to white, so a reviewer finds a one-pixel change at a glance.
public enum ComparisonSheet {
    /// The frames shown at most; a comparison that finds more shows the first ones.
    public static let maxFrames = 16
    static let mark: [UInt8] = [255, 0, 255, 255]
    /// The page a browser shows a GIF's transparent pixels on.
    static let white = RGBA8(255, 255, 255)

    /// The sheet's PNG, or nil when no frame's pixels differ.
    public static func png(_ a: DecodedGIF, _ b: DecodedGIF, _ comparison: GIFComparison, tolerance: Int) throws -> [UInt8]? {
        let frames = comparison.differences.compactMap { difference -> Int? in
            if case .pixels(let frame, _, _, _) = difference { return frame }
            return nil
        }.prefix(maxFrames)
        guard !frames.isEmpty else { return nil }
        var cells: [(label: String, frame: Frame)] = []
        for index in frames {
            let before = a.frames[index], after = b.frames[index]
            cells += [("frame \(index): A", before.onMatte(white)), ("frame \(index): B", after.onMatte(white)),
                      ("frame \(index): changed", marked(before, after, tolerance: tolerance))]
        }
        return try PNG.encode(try ContactSheet.render(labeled: cells, columns: 3))
    }

    /// B's frame faded three quarters to white, the changed pixels in magenta.
    static func marked(_ a: Frame, _ b: Frame, tolerance: Int) -> Frame {
        let changed = GIFComparison.changedPixels(a, b, tolerance: tolerance)
        var pixels = b.onMatte(white).pixels
        for (pixel, isChanged) in changed.enumerated() {
            let offset = pixel * 4
            if isChanged {
                pixels.replaceSubrange(offset..<(offset + 4), with: mark)
            } else {
                for channel in 0..<3 { pixels[offset + channel] = UInt8((Int(pixels[offset + channel]) + 3 * 255) / 4) }
            }
        }
        return Frame(width: b.width, height: b.height, pixels: pixels)
    }
}
