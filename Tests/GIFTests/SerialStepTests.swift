@testable import GIF
import Testing

/// The planner's steps between the parallel stages, made faster, give what the plain
/// versions gave: the same changed rectangles.
@Suite struct SerialStepTests {
    /// A reproducible generator, so a failure names its seed.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Every pixel tested, row by row: what the bounds were before rows were skipped.
    func plainBounds(_ a: [UInt8], _ b: [UInt8], width: Int, height: Int, _ test: (UInt8, UInt8) -> Bool) -> PixelRect {
        var x0 = width, y0 = height, x1 = -1, y1 = -1
        for y in 0..<height {
            for x in 0..<width where test(a[y * width + x], b[y * width + x]) {
                x0 = min(x0, x); x1 = max(x1, x); y0 = min(y0, y); y1 = max(y1, y)
            }
        }
        return x1 < 0 ? PixelRect(x: 0, y: 0, width: 0, height: 0)
            : PixelRect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1)
    }

    @Test(arguments: 0..<40)
    func changedRectanglesAreThoseOfEveryPixelTested(seed: UInt64) {
        var random = SplitMix(state: seed)
        let width = Int.random(in: 1...70, using: &random), height = Int.random(in: 1...40, using: &random)
        let shown = (0..<width * height).map { _ in UInt8.random(in: 0...3, using: &random) }
        var next = shown
        // None, one, or a few changed pixels, some to the transparent index 0.
        for _ in 0..<Int.random(in: 0...4, using: &random) {
            next[Int.random(in: 0..<next.count, using: &random)] = UInt8.random(in: 0...3, using: &random)
        }
        let differ: (UInt8, UInt8) -> Bool = { $0 != $1 }
        let clears: (UInt8, UInt8) -> Bool = { $0 != 0 && $1 == 0 }
        #expect(PixelRect.bounds(where: shown, next, width: width, height: height, differ: differ)
            == plainBounds(shown, next, width: width, height: height, differ))
        #expect(PixelRect.bounds(where: shown, next, width: width, height: height, differ: clears)
            == plainBounds(shown, next, width: width, height: height, clears))
    }

    @Test func theClearedPartIsTransparentUnderTheNextImage() {
        let before = CanvasBefore(previous: [UInt8](repeating: 5, count: 12), cleared: PixelRect(x: 1, y: 1, width: 2, height: 2),
                                  transparentIndex: 0)
        #expect(before.indices(width: 4) == [5, 5, 5, 5,
                                             5, 0, 0, 5,
                                             5, 0, 0, 5])
        #expect(CanvasBefore(previous: nil, cleared: nil, transparentIndex: 0).indices(width: 4) == nil)
    }
}
