import Pixels

/// Frames the encoder can read twice: once to build the palette from every color of the
/// animation, once to encode. Only a small batch of frames is held at a time, so a source
/// that renders each frame on demand keeps memory flat however long the animation is.
///
/// Each frame comes in two steps, so a source with a clock can still draw in parallel:
///
///     drawing(ofFrame: i)   one thread, i = 0, 1, 2, ... (then again from 0):
///                           whatever must happen in order, like advancing a scene
///     drawing()             any worker thread, several frames at once: the pixels
///
/// The same index must give the same frame both times.
public protocol FrameSource {
    var frameCount: Int { get }
    func drawing(ofFrame index: Int) throws -> FrameDrawing
}

/// Draws one frame; the encoder may run several at once, on any threads.
public typealias FrameDrawing = @Sendable () throws -> Frame

/// Frames already in memory, for tests and small animations.
extension Array: FrameSource where Element == Frame {
    public var frameCount: Int { count }
    public func drawing(ofFrame index: Int) throws -> FrameDrawing {
        let frame = self[index]
        return { frame }
    }
}

/// Where the encoder's bytes go. giflib's write callback fills a buffer that is handed on
/// after each frame, so a sink sees a few large writes and may throw from any of them.
public protocol GIFSink {
    mutating func write(_ bytes: UnsafeRawBufferPointer) throws
}

/// Collects the file in memory.
extension Array: GIFSink where Element == UInt8 {
    public mutating func write(_ bytes: UnsafeRawBufferPointer) throws {
        append(contentsOf: bytes)
    }
}
