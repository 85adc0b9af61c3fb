import Foundation
import Pixels
import Raster
import Testing

/// Reference PNGs: each rendering test compares its frame with References/NAME.png, pixel by
/// pixel, within a tolerance. On a mismatch it writes NAME.actual.png and NAME.diff.png (red
/// where pixels differ beyond the tolerance, a faint copy of the reference elsewhere) to a
/// folder under the temporary directory and names it in the failure.
///
/// LOADERANIM_REGENERATE_REFERENCES=1 rewrites the references from the current output
/// instead (then look at every one before committing it).
enum ReferenceImages {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("References")
    static let inputs = directory.appendingPathComponent("Inputs")
    static let failures = FileManager.default.temporaryDirectory.appendingPathComponent("loaderanim-raster-failures")

    static var regenerating: Bool {
        ProcessInfo.processInfo.environment["LOADERANIM_REGENERATE_REFERENCES"] == "1"
    }

    /// `tolerance`: the largest difference allowed in any channel (0...255); `outliers`: how
    /// many pixels may exceed it (anti-aliasing may differ by a few pixels between cairo
    /// and pixman versions).
    static func check(_ frame: Frame, _ name: String, tolerance: Int = 4, outliers: Int = 2,
                      sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent(name + ".png")
        if regenerating {
            try Data(PNG.encode(frame)).write(to: url, options: .atomic)
            return
        }
        guard let data = try? Data(contentsOf: url) else {
            Issue.record("no reference \(url.path); run with LOADERANIM_REGENERATE_REFERENCES=1 to make it",
                         sourceLocation: sourceLocation)
            return
        }
        let reference = try PNG.decode([UInt8](data), name: url.path)
        guard reference.width == frame.width, reference.height == frame.height else {
            let path = try writeFailure(frame, diff: nil, name)
            let message = "\(name): frame is \(frame.width) x \(frame.height), reference \(reference.width) x "
                + "\(reference.height); actual frame at \(path)"
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
            return
        }
        var diff = [UInt8](repeating: 0, count: frame.pixels.count)
        var bad = 0, worst = 0
        for i in stride(from: 0, to: frame.pixels.count, by: 4) {
            let d = (0..<4).map { abs(Int(frame.pixels[i + $0]) - Int(reference.pixels[i + $0])) }.max()!
            worst = max(worst, d)
            if d > tolerance {
                bad += 1
                diff.replaceSubrange(i..<i + 4, with: [255, 0, 0, 255])
            } else {
                // A faint grey copy of the reference, to see where the differences are.
                let r = reference.pixels
                let luma = (Int(r[i]) * 3 + Int(r[i + 1]) * 6 + Int(r[i + 2])) / 10
                let v = UInt8(255 - (255 - min(luma + 255 - Int(r[i + 3]), 255)) / 4)
                diff.replaceSubrange(i..<i + 4, with: [v, v, v, 255])
            }
        }
        guard bad > outliers else { return }
        let path = try writeFailure(frame, diff: Frame(width: frame.width, height: frame.height, pixels: diff), name)
        let message = "\(name): \(bad) pixels differ by more than \(tolerance) (worst \(worst)); "
            + "diff and actual frame at \(path)"
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }

    private static func writeFailure(_ frame: Frame, diff: Frame?, _ name: String) throws -> String {
        try FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
        try Data(PNG.encode(frame)).write(to: failures.appendingPathComponent(name + ".actual.png"))
        if let diff {
            try Data(PNG.encode(diff)).write(to: failures.appendingPathComponent(name + ".diff.png"))
        }
        return failures.appendingPathComponent(name).path + ".{actual,diff}.png"
    }
}
