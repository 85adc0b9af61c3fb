/// An almost-Gaussian blur of an alpha plane, in time independent of sigma: four passes of
/// an extended box filter along the rows, then four along the columns. An extended box is a
/// box of 2r + 1 taps plus one tap of weight α < 1 at each end; r and α are chosen so that
/// each pass has variance σ²/4, so the four passes together have exactly the variance σ²
/// of the Gaussian they approximate (Gwosdek, Grewenig, Bruhn and Weickert, "Theoretical
/// foundations of Gaussian convolution by extended box filtering", 2011). A straight edge
/// comes out within 2/255 of the Gaussian's profile for σ ≥ 1.5 pixels (GaussianBlurTests);
/// narrower blurs are dominated by the pixel grid itself.
///
/// Deterministic: one thread, a fixed order of Float sums, no fused operations.
struct GaussianBlur {
    static let passes = 4
    /// The standard deviation in pixels; 0 leaves the plane as it is.
    let sigma: Double
    /// Each box's half width, and the weight of its two end taps.
    let radius: Int
    let endWeight: Double

    init(sigma: Double) {
        let s = sigma.isFinite ? max(sigma, 0) : 0
        self.sigma = s
        let v = s * s / Double(Self.passes)
        // The widest plain box whose variance r(r + 1)/3 does not pass v; α makes up the rest.
        var r = Int((0.5 * (12 * v + 1).squareRoot() - 0.5).rounded(.down))
        while r > 0 && Double(r * (r + 1)) / 3 > v { r -= 1 }
        radius = r
        let rr = Double(r), next = (rr + 1) * (rr + 1)
        endWeight = v > 0 ? (2 * rr + 1) * (v - rr * (rr + 1) / 3) / (2 * (next - v)) : 0
    }

    /// How far the blur spreads a pixel each side: exactly the support of the four boxes.
    var spread: Int { sigma > 0 ? Self.passes * (radius + 1) : 0 }

    /// Blurs `plane` (row-major, `width` × `height`) in place; pixels beyond its edges count as 0.
    func apply(to plane: inout [Float], width: Int, height: Int) {
        plane = blurred(plane, width: width, height: height,
                        window: DeviceBox(x: spread, y: spread, width: width, height: height))
    }

    /// The blur of `ink` (row-major, `width` × `height`, 0 beyond its edges) over `window`, a
    /// box of the plane it spreads into: the ink with `spread` more pixels each side, its
    /// pixel (0, 0) at the plane's (spread, spread). Row-major, `window.width` wide.
    ///
    /// Only the ink's rows are blurred along the rows (the plane's other rows are zeros and
    /// stay so), and only the window's columns down the columns: a shadow much wider than
    /// the clip it lands in is worked out where it shows, not over a plane many times the
    /// canvas. Each column is summed on its own, so the window holds exactly what the whole
    /// plane's blur holds there.
    func blurred(_ ink: [Float], width: Int, height: Int, window: DeviceBox) -> [Float] {
        precondition(ink.count == width * height)
        let s = spread, planeWidth = width + 2 * s, planeHeight = height + 2 * s
        let window = window.intersection(DeviceBox(x: 0, y: 0, width: planeWidth, height: planeHeight))
        guard !window.isEmpty else { return [] }
        var out = [Float](repeating: 0, count: window.width * window.height)
        guard sigma > 0 else {
            for row in 0..<window.height {
                for column in 0..<window.width {
                    let x = window.x + column - s, y = window.y + row - s
                    if x >= 0, x < width, y >= 0, y < height { out[row * window.width + column] = ink[y * width + x] }
                }
            }
            return out
        }
        // Scratch with radius + 1 zeros before and after, which no pass writes, so the boxes
        // read past the ends without a test: two lines for the rows, two planes of the
        // window's columns (each column pass runs along whole rows, so it reads memory in order).
        let pad = radius + 1, columns = window.width
        let lineLength = planeWidth + 2 * pad, planeLength = (planeHeight + 2 * pad) * columns
        let scratchLength = 2 * lineLength + 2 * planeLength + columns
        let scratch = UnsafeMutablePointer<Float>.allocate(capacity: scratchLength)
        defer { scratch.deallocate() }
        scratch.initialize(repeating: 0, count: scratchLength)
        let a = scratch + pad, b = a + lineLength
        let c = scratch + 2 * lineLength + pad * columns, d = c + planeLength
        let sums = scratch + 2 * lineLength + 2 * planeLength
        ink.withUnsafeBufferPointer { ink in
            for y in 0..<height {
                a.update(repeating: 0, count: planeWidth)
                (a + s).update(from: ink.baseAddress! + y * width, count: width)
                var (from, to) = (a, b)
                for _ in 0..<Self.passes {
                    box(from, into: to, count: planeWidth)
                    swap(&from, &to)
                }
                c.advanced(by: (s + y) * columns).update(from: from + window.x, count: columns)
            }
        }
        var (from, to) = (c, d)
        for _ in 0..<Self.passes {
            self.columns(from, into: to, width: columns, height: planeHeight, sums: sums)
            swap(&from, &to)
        }
        out.withUnsafeMutableBufferPointer { $0.baseAddress!.update(from: from + window.y * columns, count: window.width * window.height) }
        return out
    }

    /// One extended box along a line: out[i] = w · (Σ in[i-r...i+r] + α · (in[i-r-1] + in[i+r+1])),
    /// the input readable from -r-1 to n+r.
    private func box(_ src: UnsafeMutablePointer<Float>, into dst: UnsafeMutablePointer<Float>, count n: Int) {
        let r = radius, alpha = Float(endWeight)
        let w = Float(1 / (2 * Double(r) + 1 + 2 * endWeight))
        var sum: Float = 0
        for j in -r...r { sum += src[j] }
        for i in 0..<n {
            dst[i] = w * (sum + alpha * (src[i - r - 1] + src[i + r + 1]))
            sum += src[i + r + 1] - src[i - r]
        }
    }

    /// The same box down every column at once, a row at a time, with one running sum per column;
    /// rows from -r-1 to height+r readable.
    private func columns(_ src: UnsafeMutablePointer<Float>, into dst: UnsafeMutablePointer<Float>, width: Int, height: Int,
                         sums: UnsafeMutablePointer<Float>) {
        let r = radius, alpha = Float(endWeight)
        let w = Float(1 / (2 * Double(r) + 1 + 2 * endWeight))
        sums.update(repeating: 0, count: width)
        for j in -r...r {
            let row = src + j * width
            for x in 0..<width { sums[x] += row[x] }
        }
        for y in 0..<height {
            let above = src + (y - r - 1) * width, below = src + (y + r + 1) * width
            let leaving = src + (y - r) * width, out = dst + y * width
            for x in 0..<width {
                out[x] = w * (sums[x] + alpha * (above[x] + below[x]))
                sums[x] += below[x] - leaving[x]
            }
        }
    }
}
