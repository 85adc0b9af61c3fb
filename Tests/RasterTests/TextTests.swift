import Animation
import Dispatch
import Foundation
import Geometry
import Layers
import Pixels
import Raster
import Testing

/// TextLayer drawing: where the text lands in its bounds, strings of every kind, and the same
/// bytes from any number of threads. Metrics are Liberation Sans's (unitsPerEm 2048, hhea
/// ascender 1854, capital height 1409).
@Suite struct TextTests {
    /// A 200 x 60 white canvas with one black 36-point text layer at (20, 10, 160, 44).
    func frame(_ values: KeyValuePairs<String, AnimationValue>, scale: Double = 1) throws -> Frame {
        let stage = Stage(width: 200, height: 60)
        let text = try stage.add(.text, "text", [
            "frame": rect(20, 10, 160, 44), "foregroundColor": .color(.black),
        ])
        try stage.configure(text, values)
        return try stage.render(scale: scale)
    }

    /// The columns and rows holding ink (pixels darker than 250 in red), nil when none.
    func ink(_ frame: Frame) -> (left: Int, right: Int, top: Int, bottom: Int)? {
        var box: (left: Int, right: Int, top: Int, bottom: Int)?
        for y in 0..<frame.height {
            for x in 0..<frame.width where frame[x, y].r < 250 {
                box = (min(box?.left ?? x, x), max(box?.right ?? x, x), min(box?.top ?? y, y), max(box?.bottom ?? y, y))
            }
        }
        return box
    }

    /// The first line's top is the bounds' top: a capital's top lies an ascent minus a capital
    /// height below it, (1854 - 1409) / 2048 · 36 = 7.82 points, so on row 10 + 7.82 = 17.8.
    @Test func theFirstLineHangsFromTheTop() throws {
        let box = try #require(ink(frame(["string": .string("HH")])))
        #expect((17...18).contains(box.top), "top row \(box.top)")
        // The baseline: 10 + 1854 / 2048 · 36 = 42.6; a capital ends on it.
        #expect((42...43).contains(box.bottom), "bottom row \(box.bottom)")
    }

    @Test func alignmentModesPlaceTheLineInTheBounds() throws {
        let left = try #require(ink(frame(["string": .string("HH"), "alignmentMode": .string("left")])))
        let right = try #require(ink(frame(["string": .string("HH"), "alignmentMode": .string("right")])))
        let center = try #require(ink(frame(["string": .string("HH"), "alignmentMode": .string("center")])))
        let natural = try #require(ink(frame(["string": .string("HH")])))
        // H's side bearings are 158 / 2048 · 36 = 2.8 points.
        #expect((22...23).contains(left.left) && natural.left == left.left)
        #expect((176...177).contains(right.right), "right edge \(right.right)")
        #expect(abs(Double(center.left + center.right) / 2 - 100) <= 1, "center \(center.left)...\(center.right)")
        #expect(right.right - right.left == left.right - left.left)
    }

    /// Natural alignment follows the paragraph: Hebrew goes right, explicit left stays left.
    @Test func naturalIsRightForRightToLeftText() throws {
        let natural = try #require(ink(frame(["string": .string("שלום")])))
        let left = try #require(ink(frame(["string": .string("שלום"), "alignmentMode": .string("left")])))
        #expect(natural.right >= 175 && left.left <= 24, "natural ends at \(natural.right), left starts at \(left.left)")
    }

    /// Text wraps at the width when isWrapped, and otherwise runs on (clipped at the bounds).
    @Test func wrappingBreaksAtTheWidth() throws {
        let text = AnimationValue.string("HHH HHH HHH")
        let wrapped = try #require(ink(frame(["string": text, "fontSize": number(16), "isWrapped": .bool(true),
                                              "frame": rect(20, 10, 60, 44)])))
        let one = try #require(ink(frame(["string": text, "fontSize": number(16), "frame": rect(20, 10, 60, 44)])))
        #expect(wrapped.bottom - one.bottom >= 16, "a second line below the first")
        #expect(one.right <= 80 && wrapped.right <= 80, "clipped to the bounds")
    }

    @Test func emptyHiddenOrZeroSizedTextDrawsNothing() throws {
        #expect(ink(try frame([:])) == nil)
        #expect(ink(try frame(["string": .string("H"), "fontSize": number(0)])) == nil)
        #expect(ink(try frame(["string": .string("H"), "frame": rect(20, 10, 0, 44)])) == nil)
        #expect(ink(try frame(["string": .string(" \n\t ")])) == nil)
    }

    /// A layer squashed or stretched along one axis lays its text out in its own bounds, as
    /// Core Animation does, and the transform stretches the drawing: "HHHH" at 36 points is
    /// 4 · 1479 / 2048 · 36 = 104 points of advance, its ink 104 − 2 · 2.8 = 98.4 wide, and
    /// scaled by sx about the bounds' center (x = 100) it is 98.4 · sx wide there. (Pango
    /// alone measured 208 points at sx = 0.5, so the middle-truncated line became "…"; and
    /// at 1.5 the glyphs overlapped.)
    @Test(arguments: [0.5, 0.9, 1.5])
    func aStretchedLayerKeepsItsLayout(sx: Double) throws {
        let box = try #require(ink(frame(["string": .string("HHHH"), "truncationMode": .string("middle"),
                                          "alignmentMode": .string("center"), "transform.scale.x": number(sx)])))
        let width = Double(box.right - box.left + 1)
        #expect(abs(width - 98.4 * sx) <= 2, "ink \(width) wide at scale \(sx)")
        #expect(abs(Double(box.left + box.right + 1) / 2 - 100) <= 1, "centered at \(box.left)...\(box.right)")
    }

    /// Emoji (no color font: DejaVu Sans's outline or a missing-glyph box), Arabic, Hebrew,
    /// combining marks and a lone symbol all draw.
    @Test(arguments: ["😀🎉👩‍👩‍👧", "مرحبا بالعالم", "שלום עולם", "e\u{301}\u{301}\u{301}", "\u{FFFD}\u{200F}\u{E000}"])
    func anyStringDraws(_ text: String) throws {
        let box = try #require(ink(frame(["string": .string(text), "fontSize": number(14), "isWrapped": .bool(true)])))
        #expect(box.left >= 20 && box.right < 180 && box.top >= 10 && box.bottom < 54)
    }

    /// 10,000 characters, wrapped or on one line, draw (clipped to the bounds) in well under
    /// a second.
    @Test(arguments: [true, false])
    func tenThousandCharacters(wrapped: Bool) throws {
        let text = String(repeating: "Loading 1 ", count: 1000)
        #expect(text.count == 10_000)
        let start = ContinuousClock.now
        let box = try #require(ink(frame(["string": .string(text), "fontSize": number(14), "isWrapped": .bool(wrapped)])))
        #expect(ContinuousClock.now - start < .seconds(1))
        #expect(box.left >= 20 && box.right < 180 && box.top >= 10 && box.bottom < 54)
    }

    /// A 10,000-character word wrapped in a narrow layer is 5,000 lines, and Pango's cost is
    /// quadratic in the word (found by `make fuzz FUZZ_TARGET=text`: 10 s a frame). Only the
    /// lines the clip can show are laid out, in a layer as tall as the canvas or far taller,
    /// and they are the whole text's lines: the frame is the one its first 1,000 characters
    /// draw (laid out whole, and still hundreds of lines past the bottom).
    @Test(arguments: [44.0, 100_000])
    func aLongWordWrappedInANarrowLayerLaysOutOnlyWhatShows(height: Double) throws {
        for text in [String(repeating: "W", count: 10_000),
                     "Loading " + String(repeating: "W", count: 40) + " 42% " + String(repeating: "iW ", count: 3_315)] {
            func drawn(_ text: String) throws -> Frame {
                try frame(["string": .string(text), "fontSize": number(12), "isWrapped": .bool(true),
                           "frame": rect(20, 10, 24, height)])
            }
            let start = ContinuousClock.now
            let whole = try drawn(text)
            #expect(ContinuousClock.now - start < .seconds(1))
            #expect(whole == (try drawn(String(text.prefix(1_000)))))
            #expect(ink(whole) != nil)
        }
    }

    /// Text from many threads at once is the same bytes as text drawn alone.
    @Test func theSameBytesOnEveryThread() throws {
        let stage = Stage(width: 200, height: 60)
        try stage.add(.text, "text", ["frame": rect(0, 0, 200, 60), "string": .string("Loading… 42% שלום"),
                                      "fontSize": number(20), "isWrapped": .bool(true), "alignmentMode": .string("center"),
                                      "foregroundColor": .color(.black)])
        let tree = stage.presentation()
        let renderer = try Renderer(width: 200, height: 60, scale: 2, background: .color(.white))
        let alone = try renderer.render(tree)
        let frames = Frames(count: 16)
        DispatchQueue.concurrentPerform(iterations: 16) { i in frames.set(i, try? renderer.render(tree)) }
        #expect(frames.all.allSatisfy { $0 == alone })
        #expect(ink(alone) != nil)
    }
}

/// Results written by concurrent iterations, each to its own slot.
private final class Frames: @unchecked Sendable {
    private var frames: [Frame?]
    private let lock = NSLock()
    init(count: Int) { frames = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ frame: Frame?) { lock.lock(); frames[i] = frame; lock.unlock() }
    var all: [Frame?] { lock.lock(); defer { lock.unlock() }; return frames }
}
