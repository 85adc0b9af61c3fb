import Foundation
import Pixels

/// Frames the encoder can read twice: once to build the palette from every color of the
/// animation, once to encode. Only a small batch of frames is held at a time, so a source
/// that renders each frame on demand keeps memory flat however long the animation is.
///
/// The encoder asks for frames in index order, from one thread at a time; the same index
/// must give the same frame both times.
public protocol FrameSource {
    var frameCount: Int { get }
    func frame(at index: Int) throws -> Frame
}

/// Frames already in memory, for tests and small animations.
extension Array: FrameSource where Element == Frame {
    public var frameCount: Int { count }
    public func frame(at index: Int) throws -> Frame { self[index] }
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

/// Streams the file to disk or a pipe (`FileHandle.standardOutput` for `--out -`).
extension FileHandle: GIFSink {
    public func write(_ bytes: UnsafeRawBufferPointer) throws {
        try write(contentsOf: Data(bytes))
    }
}
