import Pixels

/// Frames in, an animated GIF out, every byte written by giflib.
///
/// Two passes over the frames. Pass 1 composites each frame onto the matte and counts its
/// colors into one histogram, from which one global palette is built: exact when the
/// animation has `maxColors` colors or fewer, quantized otherwise. Pass 2 maps each frame
/// to that palette, plans images (changed rectangle, merged identical frames, disposal),
/// compresses candidates and writes. When the flattened frames fit `frameMemory` pass 1
/// keeps them and the source is read once; otherwise pass 2 reads it again, in batches, so
/// memory does not grow with the number of frames. Flattening, counting, mapping and
/// compressing run on `threads` workers; the bytes depend neither on how many nor on
/// which way the frames came.
public struct GIFEncoder: Sendable {
    public var options: GIFOptions

    public init(options: GIFOptions = GIFOptions()) {
        self.options = options
    }

    /// Encodes into memory.
    public func encode(_ source: some FrameSource) throws -> (bytes: [UInt8], summary: GIFSummary) {
        var bytes: [UInt8] = []
        let summary = try encode(source, to: &bytes)
        return (bytes, summary)
    }

    /// Encodes to `sink`. Errors from the source and the sink pass through as they are.
    public func encode<Sink: GIFSink>(_ source: some FrameSource, to sink: inout Sink) throws -> GIFSummary {
        try options.validate()
        let timing = try FrameTiming(fps: options.fps)
        let count = source.frameCount
        guard count > 0 else { throw GIFError.noFrames }
        let run = Run(source: source, count: count, workers: Workers(threads: options.threads),
                      flattener: Flattener(matte: options.matte, transparentBackground: options.transparentBackground),
                      options: options)

        // Pass 1: the palette.
        let (histogram, canvas, kept) = try run.countColors()
        let colors = histogram.sortedColors()
        let palette = try GlobalPalette(histogram: histogram, colors: colors, maxColors: options.maxColors,
                                        frameCount: count, matte: options.matte, workers: run.workers)
        let mapper = try FrameMapper(palette: palette, dither: options.dither, tolerance: options.tolerance,
                                     lossy: options.lossy, colors: colors.map(\.color), workers: run.workers)

        // Pass 2: map, plan, compress, write.
        let hasTransparentPixels = histogram.transparentPixels > 0
        let compressor = ImageCompressor(width: canvas.width, tableSize: palette.tableSize,
                                         transparentIndex: palette.transparentIndex,
                                         declaresTransparency: hasTransparentPixels, lookup: mapper.lookup)
        var planner = FramePlanner(width: canvas.width, height: canvas.height, transparentIndex: palette.transparentIndex,
                                   hasTransparentPixels: hasTransparentPixels, loops: options.loopCount != 1,
                                   keeping: mapper.lookup.alternatives.isEmpty ? nil : mapper.lookup.reach.map { (palette, $0, run.workers) })
        let writer = try GiflibWriter()
        var delays: [Int] = []
        func write(_ images: [PlannedImage]) throws {
            let encoded = try run.workers.map(images.count) { try compressor.compress(images[$0]) }
            for image in encoded {
                try writer.putImage(image)
                delays.append(image.delay)
                try flush(writer, to: &sink)
            }
        }
        try writer.putScreen(width: canvas.width, height: canvas.height, table: palette.rgbTable,
                             background: palette.transparentIndex.map(Int.init) ?? 0)
        if options.loopCount != 1 { try writer.putLoop(repeats: max(0, options.loopCount - 1)) }
        try flush(writer, to: &sink)
        var size = Optional(canvas)
        let flattener = run.flattener
        for start in stride(from: 0, to: count, by: run.batch) {
            let range = start..<min(count, start + run.batch)
            let mapped: [(pixels: [UInt32], indices: [UInt8])]
            if let kept {
                mapped = try run.workers.map(range.count) { i in (kept[start + i].pixels, mapper.map(kept[start + i])) }
            } else {
                let frames = try run.load(range, canvas: &size)
                mapped = try run.workers.map(frames.count) { i in
                    let flat = flattener.flatten(frames[i])
                    return (flat.pixels, mapper.map(flat))
                }
            }
            var images: [PlannedImage] = []
            for (offset, (flat, indices)) in mapped.enumerated() {
                if let image = planner.add(flat, mapped: indices, delay: timing.delay(ofFrame: start + offset)) {
                    images.append(image)
                }
            }
            try write(images)
        }
        if let last = planner.finish() { try write([last]) }
        try writer.close()
        try flush(writer, to: &sink)

        return GIFSummary(sourceFrames: count, frames: delays.count, delays: delays, byteCount: writer.byteCount,
                          paletteSize: palette.tableSize, colors: palette.colors.count, exactColors: palette.isExact,
                          transparentIndex: palette.transparentIndex.map(Int.init))
    }

    private func flush<Sink: GIFSink>(_ writer: GiflibWriter, to sink: inout Sink) throws {
        let bytes = writer.takeBytes()
        try bytes.withUnsafeBytes { try sink.write($0) }
    }
}

/// One encoding's source, workers and batch size.
private struct Run<Source: FrameSource> {
    let source: Source
    let count: Int
    let workers: Workers
    let flattener: Flattener
    let options: GIFOptions
    /// Frames read at a time: enough to keep every worker busy, few enough to keep memory flat.
    var batch: Int { max(8, workers.count * 4) }

    /// Pass 1: every frame flattened and counted into one histogram. Each worker keeps its
    /// own part over every groups-th frame of each batch; the parts merge by sums, minimums
    /// and concatenation at the end, so the split does not change the result. Also returns
    /// the canvas size, and the flattened frames when the options keep them.
    func countColors() throws -> (ColorHistogram, (width: Int, height: Int), kept: [FlatFrame]?) {
        let groups = min(workers.count, batch)
        let parts = (0..<groups).map { _ in HistogramPart() }
        var canvas: (width: Int, height: Int)?
        var previous: FlatFrame?
        var kept: [FlatFrame]?
        let flattener = flattener, count = count
        for start in stride(from: 0, to: count, by: batch) {
            let frames = try load(start..<min(count, start + batch), canvas: &canvas)
            let flat = try workers.map(frames.count) { flattener.flatten(frames[$0]) }
            if start == 0, let canvas, options.keepsFrames(count, width: canvas.width, height: canvas.height) { kept = [] }
            kept?.append(contentsOf: flat)
            let before = previous
            _ = try workers.map(groups) { g in
                let part = parts[g]
                for i in stride(from: g, to: flat.count, by: groups) {
                    part.histogram.add(flat[i], index: start + i, of: count, previous: i > 0 ? flat[i - 1] : before)
                }
            }
            previous = flat.last
        }
        guard let canvas else { throw GIFError.noFrames }
        var histogram = parts[0].histogram
        for part in parts.dropFirst() { histogram.merge(part.histogram) }
        return (histogram, canvas, kept)
    }


    /// Frames `range`: asked for in order, drawn on the workers, each checked against the
    /// canvas size (set by the first).
    func load(_ range: Range<Int>, canvas: inout (width: Int, height: Int)?) throws -> [Frame] {
        let drawings = try range.map { try source.drawing(ofFrame: $0) }
        let frames = try workers.map(drawings.count) { try drawings[$0]() }
        return try zip(range, frames).map { index, frame in
            if let canvas {
                guard frame.width == canvas.width, frame.height == canvas.height else {
                    throw GIFError.frameSizeMismatch(index: index, width: frame.width, height: frame.height,
                                                     canvasWidth: canvas.width, canvasHeight: canvas.height)
                }
            } else {
                guard frame.width <= 0xFFFF, frame.height <= 0xFFFF else {
                    throw GIFError.frameTooLarge(width: frame.width, height: frame.height)
                }
                canvas = (frame.width, frame.height)
            }
            return frame
        }
    }
}

/// One worker's histogram, filled batch after batch by that worker alone.
private final class HistogramPart: @unchecked Sendable {
    var histogram = ColorHistogram()
}
