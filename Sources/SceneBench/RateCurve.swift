import BenchSupport
import Foundation

/// loaderanim's bytes-against-PSNR curve on one scene, and the judgement of a peer's point
/// against it (issue 19: the curve at or below every peer's across the PSNR range they share).
///
/// The curve is loaderanim's points sorted by mean PSNR, bytes interpolated linearly between
/// neighbours, less the points another one beats (as many bytes or more for no more PSNR):
/// a user wanting a quality takes the setting that reaches it with the fewest bytes,
/// whichever option it is (`--tolerance` or `--lossy`). An exact point sits at
/// 100 dB, the value Bench.psnr gives an identical frame, so an exact peer point is judged
/// against loaderanim's exact points only (it lies in the range only when loaderanim has one).
struct RateCurve {
    /// (PSNR, bytes), increasing in PSNR, one knot a PSNR.
    let knots: [(psnr: Double, bytes: Double)]

    init(_ points: [RatePoint]) {
        // From the highest PSNR down, each knot has fewer bytes than every one above it.
        var knots: [(psnr: Double, bytes: Double)] = []
        for point in points.sorted(by: { ($0.psnr, -$0.bytes) > ($1.psnr, -$1.bytes) }) {
            if let last = knots.last, Double(point.bytes) >= last.bytes { continue }
            knots.append((point.psnr, Double(point.bytes)))
        }
        self.knots = knots.reversed()
    }

    /// Where a peer point stands.
    enum Verdict: Equatable {
        /// Within the curve's PSNR range: the curve's bytes there, and whether the peer has fewer.
        case within(ours: Double, beaten: Bool)
        /// Below the lowest PSNR: `lower` when the peer has fewer bytes than any of loaderanim's
        /// points, so it goes where loaderanim does not (shown, not a miss).
        case below(lower: Bool)
        /// Above the highest PSNR: `dominates` when the peer also has fewer bytes than the
        /// curve's highest point, which it then beats on both counts (a miss).
        case above(dominates: Bool)
    }

    func judge(_ peer: RatePoint) -> Verdict {
        guard let first = knots.first, let last = knots.last else { return .below(lower: false) }
        let bytes = Double(peer.bytes), psnr = peer.psnr
        if psnr < first.psnr { return .below(lower: bytes < knots.map(\.bytes).min()!) }
        if psnr > last.psnr { return .above(dominates: bytes < last.bytes) }
        let ours = self.bytes(at: psnr)!
        return .within(ours: ours, beaten: bytes < ours)
    }

    /// The curve's bytes at `psnr`, nil outside its range.
    func bytes(at psnr: Double) -> Double? {
        guard let first = knots.first, let last = knots.last, psnr >= first.psnr, psnr <= last.psnr else { return nil }
        guard let upper = knots.firstIndex(where: { $0.psnr >= psnr }) else { return nil }
        if knots[upper].psnr == psnr || upper == 0 { return knots[upper].bytes }
        let a = knots[upper - 1], b = knots[upper]
        return a.bytes + (b.bytes - a.bytes) * (psnr - a.psnr) / (b.psnr - a.psnr)
    }

    /// The target line (and, when a peer goes below loaderanim's range, a second line that
    /// lists those points, which are not misses: per scene and tool, the settings and the span
    /// of their points).
    static func targets(_ scenes: [RateScene]) -> [String] {
        var misses: [String] = [], lower: [String] = []
        var missed = Set<String>()
        for scene in scenes {
            let curve = RateCurve(scene.ours)
            var below: [RateTool: [RatePoint]] = [:]
            for (tool, point) in scene.peers {
                let peer = "\(scene.name) \(tool.label) \(point.setting) \(describe(point.bytes, point.psnr))"
                switch curve.judge(point) {
                case .within(let ours, true):
                    missed.insert(scene.name)
                    misses.append(peer + ", ours \(Bench.grouped(Int(ours.rounded()))) B"
                        + String(format: " (%.1f%% more)", (ours / Double(point.bytes) - 1) * 100))
                case .above(true):
                    let top = curve.knots.last!
                    missed.insert(scene.name)
                    misses.append(peer + ", above our highest, \(describe(Int(top.bytes), top.psnr))"
                        + String(format: " (%.1f%% more)", (top.bytes / Double(point.bytes) - 1) * 100))
                case .below(true): below[tool, default: []].append(point)
                default: break
                }
            }
            guard let fewest = curve.knots.min(by: { $0.bytes < $1.bytes }) else { continue }
            for tool in RateTool.allCases {
                guard let points = below[tool]?.sorted(by: { $0.psnr > $1.psnr }), let first = points.first, let last = points.last else { continue }
                lower.append("\(scene.name) \(tool.label) \(points.map(\.setting).joined(separator: ", ")): "
                    + describe(first.bytes, first.psnr) + (points.count > 1 ? " to " + describe(last.bytes, last.psnr) : "")
                    + " (our fewest \(describe(Int(fewest.bytes), fewest.psnr)))")
            }
        }
        var lines = ["- loaderanim's bytes-vs-PSNR curve at or below every peer's across the PSNR range they share: met on "
            + "\(scenes.count - missed.count) of \(scenes.count) scenes" + (misses.isEmpty ? "" : "; missed by " + misses.joined(separator: "; "))]
        if !lower.isEmpty {
            lines.append("  - not misses, peer points below loaderanim's lowest PSNR with fewer bytes than any of its points: "
                + lower.joined(separator: "; "))
        }
        return lines
    }

    /// "25,471 B at 96.93 dB", or "at exact".
    private static func describe(_ bytes: Int, _ psnr: Double) -> String {
        "\(Bench.grouped(bytes)) B at " + (psnr >= 100 ? "exact" : String(format: "%.2f dB", psnr))
    }
}
