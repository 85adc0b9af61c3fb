import Pixels

/// A frame reduced to what a GIF pixel can be: an opaque 24-bit color (`0x00RRGGBB`) or
/// transparent (`FlatFrame.transparent`).
struct FlatFrame: Sendable {
    static let transparent: UInt32 = 0x0100_0000

    let width: Int
    let height: Int
    var pixels: [UInt32]
}

/// Turns premultiplied RGBA into flat pixels the way the page will show them: a partially
/// covered edge pixel is composited onto the matte (premultiplied "over" is
/// `color + matte * (255 - alpha) / 255`); with a transparent background, a pixel under 50%
/// alpha becomes transparent instead, so edges neither halo nor turn into fringes.
struct Flattener: Sendable {
    let matte: RGBA8
    let transparentBackground: Bool

    /// The flat color of one premultiplied RGBA pixel (bytes r, g, b, a from low to high).
    @inline(__always)
    func flatten(rgba: UInt32) -> UInt32 {
        let a = Int(rgba >> 24)
        var r = Int(rgba & 255), g = Int(rgba >> 8 & 255), b = Int(rgba >> 16 & 255)
        if a != 255 {
            if transparentBackground && a < 128 { return FlatFrame.transparent }
            let cover = 255 - a
            r = min(255, r + (Int(matte.r) * cover + 127) / 255)
            g = min(255, g + (Int(matte.g) * cover + 127) / 255)
            b = min(255, b + (Int(matte.b) * cover + 127) / 255)
        }
        return UInt32(r << 16 | g << 8 | b)
    }

    /// Flattens a frame, a run of equal pixels at a time.
    func flatten(_ frame: Frame) -> FlatFrame {
        let count = frame.width * frame.height
        let pixels = [UInt32](unsafeUninitializedCapacity: count) { out, initialized in
            frame.pixels.withUnsafeBytes { raw in
                let rgba = raw.bindMemory(to: UInt32.self)
                var last = UInt32(littleEndian: rgba[0]), flat = flatten(rgba: last)
                for i in 0..<count {
                    let value = UInt32(littleEndian: rgba[i])
                    if value != last {
                        last = value
                        flat = flatten(rgba: value)
                    }
                    out[i] = flat
                }
            }
            initialized = count
        }
        return FlatFrame(width: frame.width, height: frame.height, pixels: pixels)
    }
}
