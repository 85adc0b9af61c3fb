import Pixels
import Raster

/// One frame of a scene as a PNG (`loaderanim frame`).
public struct FrameRequest: Sendable {
    public var time: Double

    public init(time: Double = 0) { self.time = time }

    /// The check that needs no scene.
    public func check() throws(RenderError) { _ = try checkedTime(time, "time") }

    public func png(of scene: LoadedScene, drawing: DrawingSettings) throws -> [UInt8] {
        try check()
        let renderer = try drawing.renderer(for: scene)
        return try PNG.encode(try renderer.render(scene.trees(at: [time])[0]))
    }
}

/// A contact sheet of a scene's frames, each labeled with its time (`loaderanim strip`).
public struct StripRequest: Sendable, Equatable {
    /// The most frames a sheet may hold.
    public static let maxFrames = 400

    /// How many frames, evenly spaced from 0 over the length (default 12).
    public var frames: Int?
    /// Seconds between frames, from 0 (instead of `frames`).
    public var every: Double?
    /// Seconds to cover (default: the scene's length).
    public var duration: Double?
    /// Frames a row (default: a near-square grid).
    public var columns: Int?

    public init(frames: Int? = nil, every: Double? = nil, duration: Double? = nil, columns: Int? = nil) {
        self.frames = frames
        self.every = every
        self.duration = duration
        self.columns = columns
    }

    /// The checks that need no scene.
    public func check() throws(RenderError) {
        if frames != nil && every != nil { throw .invalidOption("give --frames or --every, not both") }
        if let frames, !(1...Self.maxFrames).contains(frames) { throw .invalidOption("--frames must be 1 to \(Self.maxFrames)") }
        if let every, !(every.isFinite && every > 0) { throw .invalidOption("--every must be a positive number of seconds") }
        if let columns, columns < 1 { throw .invalidOption("--columns must be at least 1") }
    }

    /// The times of the frames over `length` seconds.
    public func times(length: Double) throws(RenderError) -> [Double] {
        if let every {
            let count = Int((length / every).rounded(.down)) + 1
            guard count <= Self.maxFrames else {
                throw .invalidOption("--every \(every) over \(length) s makes \(count) frames; at most \(Self.maxFrames)")
            }
            return (0..<count).map { Double($0) * every }
        }
        let count = frames ?? 12
        // Evenly spaced, the last one just before the end (where a loop meets its start).
        return (0..<count).map { Double($0) * length / Double(count) }
    }

    public func png(of scene: LoadedScene, drawing: DrawingSettings) throws -> [UInt8] {
        try check()
        let renderer = try drawing.renderer(for: scene)
        let times = try self.times(length: try scene.length(override: duration))
        let frames = try zip(times, scene.trees(at: times)).map { (time: $0, frame: try renderer.render($1)) }
        return try PNG.encode(try ContactSheet.render(frames, columns: columns))
    }
}
