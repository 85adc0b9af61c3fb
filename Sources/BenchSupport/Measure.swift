import Foundation
import Pixels

/// What both benchmarks measure the same way, so their numbers compare: PSNR, timing of
/// work done in-process, and how numbers are printed.
public enum Bench {
    /// PSNR of the color channels of two frames of the same size (their alpha ignored; both
    /// are opaque where the benchmarks compare them); identical frames count as 100 dB, and
    /// frames of different sizes as 0.
    public static func psnr(_ a: Frame, _ b: Frame) -> Double {
        guard a.width == b.width, a.height == b.height else { return 0 }
        var sum = 0
        a.pixels.withUnsafeBufferPointer { pa in
            b.pixels.withUnsafeBufferPointer { pb in
                for i in stride(from: 0, to: pa.count, by: 4) {
                    for c in 0..<3 {
                        let d = Int(pa[i + c]) - Int(pb[i + c])
                        sum += d * d
                    }
                }
            }
        }
        guard sum > 0 else { return 100 }
        let mse = Double(sum) / Double(a.pixels.count / 4 * 3)
        return min(100, 10 * log10(255 * 255 / mse))
    }

    /// Runs `body` `runs` times: every wall-clock duration, in order, and the last result.
    public static func time<T>(runs: Int, _ body: () throws -> T) rethrows -> (seconds: [Double], result: T) {
        var seconds: [Double] = []
        var result: T?
        for _ in 0..<max(1, runs) {
            let start = Child.now()
            result = try body()
            seconds.append(Child.now() - start)
        }
        return (seconds, result!)
    }

    /// The median (the mean of the middle two for an even count); 0 for none.
    public static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }

    /// 1234567 as "1,234,567".
    public static func grouped(_ n: Int) -> String {
        let digits = Array(String(n.magnitude))
        var out = n < 0 ? "-" : ""
        for (i, d) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out += "," }
            out.append(d)
        }
        return out
    }
}
