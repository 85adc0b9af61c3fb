import GIF
import Pixels
import Testing

/// GIFComparison: sizes, frame counts, delays and pixels, each difference on its own.
@Suite struct GIFComparisonTests {
    /// Six 48-pixel spinner frames at 25 fps (each 4 cs), encoded and decoded.
    static func spinner(_ change: (inout [Frame]) -> Void = { _ in }, fps: Double = 25) throws -> DecodedGIF {
        var frames = Scenes.spinner(frames: 6)
        change(&frames)
        return try roundTrip(frames, GIFOptions(fps: fps)).gif
    }

    @Test func theSameFramesAreEqual() throws {
        let comparison = GIFComparison(try Self.spinner(), try Self.spinner())
        #expect(comparison.isEqual && comparison.differences.isEmpty)
    }

    /// One pixel of frame 2 made black: one difference, at that pixel, by its largest channel's change.
    @Test func onePixelIsFoundWhereItIs() throws {
        let before = Scenes.spinner(frames: 6)[2][10, 7]
        let changed = try Self.spinner { $0[2][10, 7] = RGBA8(0, 0, 0) }
        let comparison = GIFComparison(try Self.spinner(), changed)
        let levels = max(Int(before.r), Int(before.g), Int(before.b))
        #expect(comparison.differences == [.pixels(frame: 2, count: 1, levels: levels, box: .init(x: 10, y: 7, width: 1, height: 1))])
        #expect(comparison.differences[0].description == "frame 2: 1 pixel differs by up to \(levels) levels, in 1 x 1 at (10, 7)")
        // Within the tolerance it is the same.
        #expect(GIFComparison(try Self.spinner(), changed, tolerance: levels).isEqual)
        #expect(!GIFComparison(try Self.spinner(), changed, tolerance: levels - 1).isEqual)
    }

    /// At 20 fps each frame shows 5 cs: every frame's delay differs, no pixel does.
    @Test func aChangedDelayIsADifferenceOfItsOwn() throws {
        let comparison = GIFComparison(try Self.spinner(), try Self.spinner(fps: 20))
        #expect(comparison.differences == (0..<6).map { .delay(frame: $0, a: 4, b: 5) })
    }

    /// A seventh frame: the count differs, the six in common are compared and equal.
    @Test func aDifferentFrameCountComparesTheFramesInCommon() throws {
        let longer = try Self.spinner { $0.append($0[0]) }
        #expect(GIFComparison(try Self.spinner(), longer).differences == [.frameCount(a: 6, b: 7)])
    }

    @Test func aDifferentSizeIsTheOnlyDifference() throws {
        let wider = try roundTrip(Scenes.spinner(frames: 6, size: 50)).gif
        let comparison = GIFComparison(try Self.spinner(), wider)
        #expect(comparison.differences == [.size(a: [48, 48], b: [50, 50])])
        #expect(comparison.differences[0].description == "size: 48 x 48 against 50 x 50; the frames are not compared")
    }
}
