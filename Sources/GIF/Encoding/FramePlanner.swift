#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import CGif

/// A rectangle of the canvas, in pixels.
struct PixelRect: Hashable, Sendable {
    var x, y, width, height: Int

    var isEmpty: Bool { width <= 0 || height <= 0 }

    func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = min(x, other.x), y0 = min(y, other.y)
        let x1 = max(x + width, other.x + other.width), y1 = max(y + height, other.y + other.height)
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The bounding box of the pixels i where `test(a[i], b[i])` holds, for a test that can
    /// hold only where the two differ: rows that memcmp finds equal are skipped, as most
    /// rows of a loader's frame are (this runs once a frame, between the parallel stages).
    @inline(__always)
    static func bounds(where a: [UInt8], _ b: [UInt8], width: Int, height: Int,
                       differ test: (UInt8, UInt8) -> Bool) -> PixelRect {
        precondition(a.count == width * height && b.count == a.count)
        var x0 = width, y0 = height, x1 = -1, y1 = -1
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                for y in 0..<height {
                    let row = y * width
                    guard memcmp(a.baseAddress! + row, b.baseAddress! + row, width) != 0 else { continue }
                    var first = -1
                    for x in 0..<width where test(a[row + x], b[row + x]) { first = x; break }
                    guard first >= 0 else { continue }
                    var last = first
                    for x in stride(from: width - 1, to: max(first, x1), by: -1) where test(a[row + x], b[row + x]) {
                        last = x
                        break
                    }
                    x0 = min(x0, first); x1 = max(x1, last)
                    y0 = min(y0, y); y1 = y
                }
            }
        }
        return x1 < 0 ? PixelRect(x: 0, y: 0, width: 0, height: 0)
            : PixelRect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1)
    }
}

/// What the canvas holds just before an image is drawn, as palette indices: the previous
/// frame as mapped, with the part its disposal cleared back to transparent.
///
/// With a tolerance, an image may have drawn some pixels with a palette entry near their
/// mapped one; the next image still counts such a pixel unchanged when its mapped entry is
/// the same, so what is left on screen stays within a palette cell or so of the truth,
/// never drifting further, and images can be compressed independently, in parallel.
struct CanvasBefore: Sendable {
    /// The previous frame's mapped indices, or nil before the first image.
    let previous: [UInt8]?
    /// The part of `previous` that its disposal restored to the (transparent) background.
    let cleared: PixelRect?
    let transparentIndex: UInt8?

    /// The indices under the image: `previous` with the cleared part transparent.
    func indices(width: Int) -> [UInt8]? {
        guard var under = previous else { return nil }
        if let cleared, let transparentIndex {
            for y in cleared.y..<(cleared.y + cleared.height) {
                for i in (y * width + cleared.x)..<(y * width + cleared.x + cleared.width) { under[i] = transparentIndex }
            }
        }
        return under
    }
}

/// One GIF image before compression: the frame (its mapped indices, and the true colors
/// the tolerance is measured from), what lies below it, where it is drawn, for how long,
/// and how it is disposed of.
struct PlannedImage: Sendable {
    var frame: [UInt32]
    var mapped: [UInt8]
    var before: CanvasBefore
    var rect: PixelRect
    var delay: Int
    var disposal: Int32 = Int32(DISPOSE_DO_NOT)
}

/// Turns the stream of frames into GIF images, one frame behind: an image is complete only
/// when the next different frame shows whether it lasts longer (identical frames merge,
/// delays summed) and whether it must be disposed of. Frames are compared by mapped index,
/// so what is planned does not depend on how earlier images were compressed, and images
/// compress in parallel.
///
/// Disposal: images are left in place (DISPOSE_DO_NOT) so the next image stores only the
/// rectangle that changed. When the next frame turns opaque pixels transparent, which no
/// image drawn on top can do, this image is disposed to the background instead and its
/// rectangle is grown to cover those pixels; the logical screen's background is the
/// transparent index, so decoders that fill with the background color and decoders that
/// clear to transparent agree. The first image covers the whole canvas, and when the
/// animation loops the last image clears what the first one leaves transparent.
struct FramePlanner {
    let width: Int
    let height: Int
    let transparentIndex: UInt8?
    /// The frames have transparent pixels.
    let hasTransparentPixels: Bool
    /// The animation plays more than once, so the last image hands over to the first.
    let loops: Bool
    /// The palette and how far (`ColorLookup.Reach`) pixels may keep what is on screen (see
    /// `keepNearEnough`), and the workers that check rows, or nil when nothing may move.
    let keeping: (palette: GlobalPalette, reach: ColorLookup.Reach, workers: Workers)?

    private var pending: PlannedImage?
    private var first: [UInt8]?

    init(width: Int, height: Int, transparentIndex: UInt8?, hasTransparentPixels: Bool, loops: Bool,
         keeping: (palette: GlobalPalette, reach: ColorLookup.Reach, workers: Workers)? = nil) {
        self.width = width
        self.height = height
        self.transparentIndex = transparentIndex
        self.hasTransparentPixels = hasTransparentPixels
        self.loops = loops
        self.keeping = keeping
    }

    /// Adds the next frame; returns the image it completes, if any.
    mutating func add(_ frame: [UInt32], mapped original: [UInt8], delay: Int) -> PlannedImage? {
        var mapped = original
        if let shown = pending?.mapped { keepNearEnough(&mapped, frame: frame, shown: shown) }
        if var image = pending, image.mapped == mapped, image.delay + delay <= 0xFFFF {
            image.delay += delay
            pending = image
            return nil
        }
        guard var done = pending else {
            if hasTransparentPixels && loops { first = mapped }
            pending = PlannedImage(frame: frame, mapped: mapped,
                                   before: CanvasBefore(previous: nil, cleared: nil, transparentIndex: transparentIndex),
                                   rect: PixelRect(x: 0, y: 0, width: width, height: height), delay: delay)
            return nil
        }
        let before = dispose(&done, beforeShowing: mapped)
        if let cleared = before.cleared { restore(&mapped, from: original, within: cleared) }
        var rect = PixelRect.bounds(where: before.indices(width: width)!, mapped, width: width, height: height) { $0 != $1 }
        // Nothing to draw (a delay split past 655 s, or a frame the disposal alone shows):
        // GIF images are at least one pixel.
        if rect.isEmpty { rect = PixelRect(x: 0, y: 0, width: 1, height: 1) }
        pending = PlannedImage(frame: frame, mapped: mapped, before: before, rect: rect, delay: delay)
        return done
    }

    /// Lets a pixel whose mapped entry changed keep the entry on screen when that entry is
    /// within the tolerance of the pixel's distance to its nearest (as `ColorLookup`'s
    /// alternatives are) and the pixel lies in a stretch of a row, at least `keptRun` long,
    /// that shows what was there. Slow shading (a fading dot, a drifting gradient) then
    /// redraws only once its error would pass the tolerance, rectangles shrink and frames
    /// that differ by less merge; scattered pixels are redrawn, as a few transparent ones
    /// among changed ones cost error and save LZW nothing. Each frame is measured against
    /// its own true colors, so the error never builds up beyond that bound. Transparency
    /// never changes this way, nor, unless the render is lossy, colors the palette holds
    /// exactly.
    private func keepNearEnough(_ mapped: inout [UInt8], frame: [UInt32], shown: [UInt8]) {
        guard let (palette, reach, workers) = keeping else { return }
        let (width, transparentIndex, original) = (width, transparentIndex, mapped)
        // Rows are independent: each chunk of rows lists the pixels it keeps.
        let kept = try? workers.mapChunks(height, minimumChunk: 16) { rows in
            var keeper = Keeper(palette: palette, reach: reach, transparentIndex: transparentIndex)
            var kept: [Int32] = []
            frame.withUnsafeBufferPointer { frame in
                shown.withUnsafeBufferPointer { shown in
                    original.withUnsafeBufferPointer { mapped in
                        for row in stride(from: rows.lowerBound * width, to: rows.upperBound * width, by: width) {
                            guard memcmp(mapped.baseAddress! + row, shown.baseAddress! + row, width) != 0 else { continue }
                            // Stretches of pixels that are unchanged or may keep what is on screen.
                            var start = row, i = row
                            while i <= row + width {
                                if i < row + width && (mapped[i] == shown[i] || keeper.keeps(frame[i], mapped[i], shown[i])) {
                                    i += 1
                                    continue
                                }
                                if i - start >= Self.keptRun {
                                    for k in start..<i where mapped[k] != shown[k] { kept.append(Int32(k)) }
                                }
                                i += 1
                                start = i
                            }
                        }
                    }
                }
            }
            return kept
        }
        for chunk in kept ?? [] { for k in chunk { mapped[Int(k)] = shown[Int(k)] } }
    }

    /// The shortest stretch of a row that `keepNearEnough` leaves as it was: measured on
    /// the built-in scenes, 4 gives the best bytes for the PSNR (1 costs the gradients
    /// error for no bytes, 16 gives back some of the fading dots' savings).
    static let keptRun = 4

    /// Decides whether a pixel of color `color`, mapped to its nearest entry, may show
    /// entry `shown` instead, remembering the last color's bound for the run it is in.
    private struct Keeper {
        let palette: GlobalPalette
        let reach: ColorLookup.Reach
        let transparentIndex: UInt8?
        private var color = UInt32.max
        private var limit = -1

        init(palette: GlobalPalette, reach: ColorLookup.Reach, transparentIndex: UInt8?) {
            self.palette = palette
            self.reach = reach
            self.transparentIndex = transparentIndex
        }

        @inline(__always)
        mutating func keeps(_ color: UInt32, _ mapped: UInt8, _ shown: UInt8) -> Bool {
            guard color != FlatFrame.transparent, shown != transparentIndex else { return false }
            if color != self.color {
                self.color = color
                let nearest = Double(Quantizer.distance(color, palette.rgb(ofIndex: mapped))).squareRoot()
                // Squared; a color the palette holds exactly keeps nothing (as it has no
                // alternatives), so flat paint stays exact, unless the render is lossy and
                // the palette quantized. Keeping in an exact palette's animation, whose
                // frames repeat exactly, cost bytes: ball-pulse at --lossy 20 took 38% more.
                let bound = nearest + reach.levels
                let moves = nearest > 0 || (reach.movesExactColors && !palette.isExact)
                limit = moves ? Int((bound * bound).rounded(.down)) : -1
            }
            return Quantizer.distance(color, palette.rgb(ofIndex: shown)) <= limit
        }
    }

    /// Undoes `keepNearEnough` where a disposal clears the canvas, as nothing stays there.
    private func restore(_ mapped: inout [UInt8], from original: [UInt8], within rect: PixelRect) {
        for y in rect.y..<(rect.y + rect.height) {
            for i in (y * width + rect.x)..<(y * width + rect.x + rect.width) { mapped[i] = original[i] }
        }
    }

    /// Completes the last image.
    mutating func finish() -> PlannedImage? {
        guard var done = pending else { return nil }
        pending = nil
        if let first, loops { _ = dispose(&done, beforeShowing: first) }
        return done
    }

    /// Chooses `image`'s disposal given the frame that follows it; returns the canvas that
    /// frame is drawn on.
    private func dispose(_ image: inout PlannedImage, beforeShowing next: [UInt8]) -> CanvasBefore {
        let shown = image.mapped
        if hasTransparentPixels, let t = transparentIndex {
            let clears = PixelRect.bounds(where: shown, next, width: width, height: height) { $0 != t && $1 == t }
            if !clears.isEmpty {
                image.disposal = Int32(DISPOSE_BACKGROUND)
                image.rect = image.rect.union(clears)
                return CanvasBefore(previous: shown, cleared: image.rect, transparentIndex: t)
            }
        }
        return CanvasBefore(previous: shown, cleared: nil, transparentIndex: transparentIndex)
    }
}
