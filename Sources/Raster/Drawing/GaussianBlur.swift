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
    /// Only `inkRows` may hold anything but 0 (a row of zeros stays zeros along the rows), and
    /// only `columns` are blurred down the columns: the rest of the plane is left half done,
    /// for a caller that reads only those columns (a shadow much wider than the clip).
    func apply(to plane: inout [Float], width: Int, height: Int, inkRows: Range<Int>? = nil, columns wanted: Range<Int>? = nil) {
        guard sigma > 0, width > 0, height > 0 else { return }
        let inkRows = (inkRows ?? 0..<height).clamped(to: 0..<height), wanted = (wanted ?? 0..<width).clamped(to: 0..<width)
        precondition(plane.count == width * height)
        // Scratch with radius + 1 zeros before and after, which no pass writes, so the boxes
        // read past the ends without a test: two lines for the rows, two planes for the
        // columns (each column pass runs along whole rows, so it reads memory in order).
        let pad = radius + 1
        let lineLength = width + 2 * pad, planeLength = (height + 2 * pad) * width
        let scratch = UnsafeMutablePointer<Float>.allocate(capacity: 2 * lineLength + 2 * planeLength + width)
        defer { scratch.deallocate() }
        scratch.initialize(repeating: 0, count: 2 * lineLength + 2 * planeLength + width)
        let a = scratch + pad, b = a + lineLength
        let c = scratch + 2 * lineLength + pad * width, d = c + planeLength
        let sums = scratch + 2 * lineLength + 2 * planeLength
        plane.withUnsafeMutableBufferPointer { p in
            let p = p.baseAddress!
            for y in inkRows {
                let row = p + y * width
                a.update(from: row, count: width)
                var (from, to) = (a, b)
                for _ in 0..<Self.passes {
                    box(from, into: to, count: width)
                    swap(&from, &to)
                }
                c.advanced(by: y * width).update(from: from, count: width)
            }
            var (from, to) = (c, d)
            for _ in 0..<Self.passes {
                columns(from, into: to, width: width, height: height, wanted: wanted, sums: sums)
                swap(&from, &to)
            }
            p.update(from: from, count: width * height)
        }
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

    /// The same box down the `wanted` columns at once, a row at a time, with one running sum
    /// per column; rows from -r-1 to height+r readable.
    private func columns(_ src: UnsafeMutablePointer<Float>, into dst: UnsafeMutablePointer<Float>, width: Int, height: Int,
                         wanted: Range<Int>, sums: UnsafeMutablePointer<Float>) {
        let r = radius, alpha = Float(endWeight)
        let w = Float(1 / (2 * Double(r) + 1 + 2 * endWeight))
        sums.update(repeating: 0, count: width)
        for j in -r...r {
            let row = src + j * width
            for x in wanted { sums[x] += row[x] }
        }
        for y in 0..<height {
            let above = src + (y - r - 1) * width, below = src + (y + r + 1) * width
            let leaving = src + (y - r) * width, out = dst + y * width
            for x in wanted {
                out[x] = w * (sums[x] + alpha * (above[x] + below[x]))
                sums[x] += below[x] - leaving[x]
            }
        }
    }
}
