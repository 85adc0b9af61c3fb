import GIF
import Pixels
import Testing

/// Transparent backgrounds: a reserved index, edges composited onto the matte and cut at
/// 50% alpha, and disposal that clears what a later frame no longer covers.
@Suite struct TransparencyTests {
    var transparent: GIFOptions {
        var options = GIFOptions()
        options.transparentBackground = true
        return options
    }

    @Test func edgesCompositeOntoMatteAndThresholdAtHalfAlpha() throws {
        // Premultiplied: 50% red is (128, 0, 0, 128); 40% red is (102, 0, 0, 102).
        var frame = Frame(width: 4, height: 1, color: .transparent)
        frame[0, 0] = RGBA8(255, 0, 0, 255)
        frame[1, 0] = RGBA8(128, 0, 0, 128)
        frame[2, 0] = RGBA8(102, 0, 0, 102)
        var options = transparent
        options.matte = RGBA8(0, 0, 255)
        let gif = try GIFDecoder().decode(try GIFEncoder(options: options).encode([frame]).bytes)
        let out = gif.frames[0]
        #expect(out[0, 0] == RGBA8(255, 0, 0))
        #expect(out[1, 0] == RGBA8(128, 0, 127))  // 50% red over blue
        #expect(out[2, 0] == .transparent)  // under half covered
        #expect(out[3, 0] == .transparent)
    }

    @Test func opaqueBackgroundCompositesEverythingOntoMatte() throws {
        var frame = Frame(width: 2, height: 1, color: .transparent)
        frame[1, 0] = RGBA8(0, 100, 0, 100)
        var options = GIFOptions()
        options.matte = RGBA8(200, 200, 200)
        let (gif, summary, _, _) = try roundTrip([frame], options)
        #expect(summary.transparentIndex == nil)
        #expect(gif.frames[0][0, 0] == RGBA8(200, 200, 200))
        #expect(gif.frames[0][1, 0] == RGBA8(122, 222, 122))  // 100 + 200 * 155 / 255 = 222
    }

    @Test func reservedIndexIsNotAColor() throws {
        let frames = Scenes.spinner(frames: 6, size: 24, dots: 3, background: nil)
        let (bytes, summary) = try GIFEncoder(options: transparent).encode(frames)
        let t = try #require(summary.transparentIndex)
        #expect(t == 0)  // first, so images that use few colors keep short LZW codes
        let gif = try GIFDecoder().decode(bytes)
        #expect(gif.images.allSatisfy { $0.transparentIndex == nil || $0.transparentIndex == t })
        // Background index of the logical screen is the transparent one, so decoders that
        // dispose to the background color and those that clear agree.
        #expect(Int(bytes[11]) == t)
    }

    @Test func movingDotOnTransparentBackgroundLeavesNoTrail() throws {
        let frames = Scenes.spinner(frames: 12, size: 32, dots: 3, background: nil)
        let (gif, _, _, perSource) = try roundTrip(frames, transparent)
        for (i, frame) in frames.enumerated() {
            #expect(perSource[i] == flattened(frame, transparentBackground: true), "frame \(i)")
        }
        // Some image had to clear pixels the next frame no longer covers.
        #expect(gif.images.contains { $0.disposal == 2 })
    }

    @Test func lastFrameHandsOverToFirstWhenLooping() throws {
        // Frame 0 is empty, frame 1 has a dot: replaying frame 0 must clear the dot.
        let empty = Frame(width: 8, height: 8, color: .transparent)
        let dot = Scenes.frame(width: 8, height: 8, background: nil, discs: [.init(x: 4, y: 4, radius: 2, color: Scenes.paints[0])])
        let gif = try GIFDecoder().decode(try GIFEncoder(options: transparent).encode([empty, dot]).bytes)
        #expect(gif.images[1].disposal == 2)
        #expect(gif.frames[1] == flattened(dot, transparentBackground: true))
    }

    /// The global table's RGB at `index` (the table follows the 13-byte header and screen).
    func tableEntry(_ bytes: [UInt8], _ index: Int) -> RGBA8 {
        RGBA8(bytes[13 + 3 * index], bytes[14 + 3 * index], bytes[15 + 3 * index])
    }

    @Test func everyImageDeclaresTheTransparentIndexWhenAnyFrameHasTransparency() throws {
        // An opaque first frame, then a dot alone on the transparent canvas, as `reveal`
        // does: the first image uses no transparent pixel yet must declare the index, or
        // Pillow keeps an opaque canvas and paints disposed areas in the entry's color.
        let full = Frame(width: 8, height: 8, color: Scenes.paints[2])
        let dot = Scenes.frame(width: 8, height: 8, background: nil, discs: [.init(x: 4, y: 4, radius: 2, color: Scenes.paints[0])])
        var options = transparent
        options.matte = RGBA8(10, 20, 30)
        let (gif, summary, bytes, perSource) = try roundTrip([full, dot, dot, full], options)
        let t = try #require(summary.transparentIndex)
        #expect(gif.images.count == 3)
        #expect(gif.images.map(\.transparentIndex) == [t, t, t])
        #expect(gif.images.map(\.disposal) == [2, 1, 1])  // the full frame clears for the dot
        #expect(tableEntry(bytes, t) == options.matte)  // a decoder that ignores transparency shows the page
        #expect(Int(bytes[11]) == t)
        #expect(perSource == [full, dot, dot, full].map { flattened($0, matte: options.matte, transparentBackground: true) })
    }

    @Test func opaqueAnimationUsesTransparencyForUnchangedPixelsOnlyWhenSmaller() throws {
        // Two blocks stepping down at either side of still diagonal stripes: the stripes
        // between them, inside the changed rectangle, cost next to nothing as transparency.
        var stripes = Frame(width: 40, height: 40, color: Scenes.white)
        for y in 0..<40 { for x in 0..<40 { stripes[x, y] = Scenes.hsv(Double((x * 7 + y * 13) % 40) / 40) } }
        let frames = (0..<8).map { i in
            var f = stripes
            for y in (i * 4)..<(i * 4 + 6) { for x in 0..<4 { f[x, y] = Scenes.white; f[39 - x, y] = Scenes.white } }
            return f
        }
        let (gif, summary, bytes, perSource) = try roundTrip(frames)
        let t = try #require(summary.transparentIndex)
        #expect(tableEntry(bytes, t) == Scenes.white)  // the matte
        // Nothing below the first image; Pillow, ffmpeg and ImageMagick agree without it.
        #expect(gif.images[0].transparentIndex == nil)
        #expect(gif.images.dropFirst().contains { $0.transparentIndex != nil })
        for (i, frame) in frames.enumerated() { #expect(perSource[i] == flattened(frame)) }

        // The plain spinner on white gains nothing from it: white runs cost the same.
        let spinner = Scenes.spinner(frames: 6, size: 40, dots: 4)
        let plain = try roundTrip(spinner)
        for (i, frame) in spinner.enumerated() { #expect(plain.perSource[i] == flattened(frame)) }
    }
}
