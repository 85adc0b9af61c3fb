/// One pixel: 8-bit red, green, blue and alpha.
public struct RGBA8: Hashable, Sendable, CustomStringConvertible {
    public var r, g, b, a: UInt8

    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    public static let transparent = RGBA8(0, 0, 0, 0)

    public var description: String {
        "#" + [r, g, b, a].map { String($0, radix: 16, uppercase: true) }.map { $0.count == 1 ? "0" + $0 : $0 }.joined()
    }
}

/// A rendered frame, what Raster produces and GIF consumes: `width` x `height` pixels,
/// rows top to bottom without padding, 4 bytes a pixel in the order R, G, B, A, with
/// PREMULTIPLIED alpha (each color byte already multiplied by alpha / 255, as cairo draws).
/// An opaque frame (every alpha 255) reads the same either way.
public struct Frame: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width > 0 && height > 0 && pixels.count == width * height * 4,
                     "a \(width) x \(height) frame needs \(width * height * 4) bytes, got \(pixels.count)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A frame of one color (premultiplied).
    public init(width: Int, height: Int, color: RGBA8) {
        self.init(width: width, height: height,
                  pixels: Array([[color.r, color.g, color.b, color.a]].joined()).repeated(width * height))
    }

    public subscript(x: Int, y: Int) -> RGBA8 {
        get {
            let i = (y * width + x) * 4
            return RGBA8(pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
        }
        set {
            let i = (y * width + x) * 4
            pixels[i] = newValue.r; pixels[i + 1] = newValue.g; pixels[i + 2] = newValue.b; pixels[i + 3] = newValue.a
        }
    }

    /// Whether every pixel is opaque.
    public var isOpaque: Bool {
        stride(from: 3, to: pixels.count, by: 4).allSatisfy { pixels[$0] == 255 }
    }

    /// The frame as a page shows it: premultiplied "over" the matte, so every pixel is
    /// opaque (an opaque frame is unchanged).
    public func onMatte(_ matte: RGBA8) -> Frame {
        var out = self
        out.pixels.withUnsafeMutableBufferPointer { p in
            for i in stride(from: 0, to: p.count, by: 4) where p[i + 3] != 255 {
                let cover = 255 - Int(p[i + 3])
                p[i] = UInt8(min(255, Int(p[i]) + (Int(matte.r) * cover + 127) / 255))
                p[i + 1] = UInt8(min(255, Int(p[i + 1]) + (Int(matte.g) * cover + 127) / 255))
                p[i + 2] = UInt8(min(255, Int(p[i + 2]) + (Int(matte.b) * cover + 127) / 255))
                p[i + 3] = 255
            }
        }
        return out
    }
}

extension Array {
    fileprivate func repeated(_ count: Int) -> [Element] {
        var result: [Element] = []
        result.reserveCapacity(self.count * count)
        for _ in 0..<count { result.append(contentsOf: self) }
        return result
    }
}
