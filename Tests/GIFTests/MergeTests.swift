import GIF
import Pixels
import Testing

/// Consecutive identical frames become one image that lasts as long as they did together.
@Suite struct MergeTests {
    let red = Frame(width: 3, height: 3, color: RGBA8(255, 0, 0))
    let blue = Frame(width: 3, height: 3, color: RGBA8(0, 0, 255))

    @Test func identicalFramesMergeWithSummedDelays() throws {
        let frames = [red, red, red, blue, blue, red]
        let (gif, summary, _, perSource) = try roundTrip(frames, GIFOptions(fps: 30))
        #expect(summary.sourceFrames == 6)
        #expect(summary.frames == 3)
        #expect(gif.delays == [3 + 3 + 4, 3 + 3, 4])
        #expect(summary.delays == gif.delays)
        for (i, frame) in frames.enumerated() { #expect(perSource[i] == frame) }
    }

    @Test func aStillAnimationIsOneImage() throws {
        let (gif, summary, _, _) = try roundTrip(Array(repeating: red, count: 50), GIFOptions(fps: 25))
        #expect(summary.frames == 1)
        #expect(gif.delays == [200])
    }

    @Test func onlyConsecutiveFramesMerge() throws {
        let (_, summary, _, _) = try roundTrip([red, blue, red, blue])
        #expect(summary.frames == 4)
    }

    @Test func changedRectangleCoversOnlyWhatChanged() throws {
        var moved = red
        moved[1, 2] = RGBA8(0, 255, 0)
        let (gif, _, _, perSource) = try roundTrip([red, moved])
        #expect(gif.images[1].x == 1 && gif.images[1].y == 2 && gif.images[1].width == 1 && gif.images[1].height == 1)
        #expect(perSource[1] == moved)
    }

    @Test func delaysPastTheFieldSplitIntoAnotherImage() throws {
        // 1,400 frames at 2 fps last 70,000 cs; a delay field holds at most 65,535.
        let frames = Array(repeating: Frame(width: 1, height: 1, color: RGBA8(9, 9, 9)), count: 1400)
        let (gif, summary, _, _) = try roundTrip(frames, GIFOptions(fps: 2))
        #expect(gif.delays == [65_500, 4_500])
        #expect(summary.frames == 2)
        #expect(gif.frames[1] == frames[0])
    }
}
