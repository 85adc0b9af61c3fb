import Pixels

/// Two GIFs compared as a browser plays them (`loaderanim compare`, `batch --compare`): the
/// canvas size, the number of frames, each frame's delay, and each composited frame's pixels
/// within a tolerance of `tolerance` levels per channel. What CI asks of a loader's GIF
/// after a change: is it the same, and if not, where.
public struct GIFComparison: Sendable {
    /// A rectangle of pixels.
    public struct Box: Hashable, Sendable {
        public var x, y, width, height: Int
        public init(x: Int, y: Int, width: Int, height: Int) { (self.x, self.y, self.width, self.height) = (x, y, width, height) }
    }

    /// One way the two differ.
    public enum Difference: Hashable, Sendable, CustomStringConvertible {
        /// The canvases' sizes, A's then B's (width, height).
        case size(a: [Int], b: [Int])
        case frameCount(a: Int, b: Int)
        /// Centiseconds.
        case delay(frame: Int, a: Int, b: Int)
        /// `count` pixels differ by more than the tolerance, at most by `levels`, within `box`.
        case pixels(frame: Int, count: Int, levels: Int, box: Box)

        /// The frame it is about, if one.
        public var frame: Int? {
            switch self {
            case .size, .frameCount: nil
            case .delay(let frame, _, _), .pixels(let frame, _, _, _): frame
            }
        }

        /// One line: "frame 3: 57 pixels differ by up to 34 levels, in 31 x 19 at (10, 4)".
        public var description: String {
            switch self {
            case .size(let a, let b): "size: \(a[0]) x \(a[1]) against \(b[0]) x \(b[1]); the frames are not compared"
            case .frameCount(let a, let b): "frames: \(a) against \(b)"
            case .delay(let frame, let a, let b): "frame \(frame): delay \(a) cs against \(b) cs"
            case .pixels(let frame, let count, let levels, let box):
                "frame \(frame): \(count) \(count == 1 ? "pixel differs" : "pixels differ") by up to \(levels) level\(levels == 1 ? "" : "s"), "
                    + "in \(box.width) x \(box.height) at (\(box.x), \(box.y))"
            }
        }
    }

    public let differences: [Difference]
    public var isEqual: Bool { differences.isEmpty }

    /// `a` against `b`; frames are numbered from 0 and compared up to the shorter's count.
    public init(_ a: DecodedGIF, _ b: DecodedGIF, tolerance: Int = 0) {
        guard a.width == b.width, a.height == b.height else {
            differences = [.size(a: [a.width, a.height], b: [b.width, b.height])]
            return
        }
        var found: [Difference] = []
        if a.frames.count != b.frames.count { found.append(.frameCount(a: a.frames.count, b: b.frames.count)) }
        let delaysA = a.delays, delaysB = b.delays
        for index in 0..<min(a.frames.count, b.frames.count) {
            if delaysA[index] != delaysB[index] { found.append(.delay(frame: index, a: delaysA[index], b: delaysB[index])) }
            if let pixels = Self.pixelDifference(a.frames[index], b.frames[index], tolerance: tolerance, frame: index) {
                found.append(pixels)
            }
        }
        differences = found
    }

    /// The pixels of two same-size frames that differ in some channel by more than `tolerance`.
    static func pixelDifference(_ a: Frame, _ b: Frame, tolerance: Int, frame: Int) -> Difference? {
        var count = 0, levels = 0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for (pixel, most) in largestChannelDifferences(a, b).enumerated() where most > tolerance {
            let x = pixel % a.width, y = pixel / a.width
            count += 1
            levels = max(levels, most)
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        }
        guard count > 0 else { return nil }
        return .pixels(frame: frame, count: count, levels: levels, box: Box(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1))
    }

    /// Which pixels of frame `b` differ from frame `a` by more than `tolerance`: one Bool a pixel.
    public static func changedPixels(_ a: Frame, _ b: Frame, tolerance: Int) -> [Bool] {
        largestChannelDifferences(a, b).map { $0 > tolerance }
    }

    /// Per pixel, the most any of its four channels differs between the two frames.
    static func largestChannelDifferences(_ a: Frame, _ b: Frame) -> [Int] {
        a.pixels.withUnsafeBufferPointer { pa in
            b.pixels.withUnsafeBufferPointer { pb in
                (0..<(a.width * a.height)).map { (pixel: Int) -> Int in
                    var most = 0
                    for channel in pixel * 4..<(pixel * 4 + 4) { most = max(most, abs(Int(pa[channel]) - Int(pb[channel]))) }
                    return most
                }
            }
        }
    }
}
