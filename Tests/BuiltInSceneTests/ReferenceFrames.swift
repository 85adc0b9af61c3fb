import Foundation
import Pixels
import Raster
import Testing

/// Reference PNGs for the built-in scenes, compared pixel by pixel within a tolerance, as
/// Tests/RasterTests/Support/ReferenceImages does: on a mismatch NAME.actual.png and
/// NAME.diff.png (red where pixels differ beyond the tolerance, a faint copy of the
/// reference elsewhere) go to a folder under the temporary directory, named in the failure.
///
/// LOADERANIM_REGENERATE_REFERENCES=1 rewrites the references from the current output
/// instead (then look at every one before committing it).
enum ReferenceFrames {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("References")
    static let failures = FileManager.default.temporaryDirectory.appendingPathComponent("loaderanim-builtin-scene-failures")

    static var regenerating: Bool {
        ProcessInfo.processInfo.environment["LOADERANIM_REGENERATE_REFERENCES"] == "1"
    }

    /// `tolerance`: the largest difference allowed in any channel (0...255); `outliers`: how
    /// many pixels may exceed it (anti-aliasing differs a little between cairo versions).
    static func check(_ frame: Frame, _ name: String, tolerance: Int = 4, outliers: Int = 4,
                      sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent(name + ".png")
        if regenerating {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
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
            Issue.record(Comment(rawValue: "\(name): frame is \(frame.width) x \(frame.height), reference "
                + "\(reference.width) x \(reference.height); actual frame at \(path)"), sourceLocation: sourceLocation)
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
                let r = reference.pixels
                let luma = (Int(r[i]) * 3 + Int(r[i + 1]) * 6 + Int(r[i + 2])) / 10
                let v = UInt8(255 - (255 - min(luma + 255 - Int(r[i + 3]), 255)) / 4)
                diff.replaceSubrange(i..<i + 4, with: [v, v, v, 255])
            }
        }
        guard bad > outliers else { return }
        let path = try writeFailure(frame, diff: Frame(width: frame.width, height: frame.height, pixels: diff), name)
        Issue.record(Comment(rawValue: "\(name): \(bad) pixels differ by more than \(tolerance) (worst \(worst)); "
            + "diff and actual frame at \(path)"), sourceLocation: sourceLocation)
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

/// Each scene at a few telling moments, drawn as the command line draws it.
@Suite struct ReferenceFrameTests {
    /// (scene, time, scale): the reveal at half scale keeps its photo frames small.
    static let cases: [(String, Double, Double)] = [
        ("circular-loader", 0.6, 1), ("circular-loader", 1.4, 1), ("circular-loader", 2.75, 1),
        ("reveal", 1.5, 0.5), ("reveal", 2.25, 0.5), ("reveal", 2.6, 0.5), ("reveal", 3.5, 0.5),
        ("slack-lines", 0.5, 1), ("slack-lines", 1.25, 1), ("slack-lines", 1.5, 1), ("slack-lines", 2.25, 1),
        ("spark-segments", 1.0, 1), ("spark-segments", 2.2, 1), ("spark-segments", 4.0, 1), ("spark-segments", 5.5, 1),
        ("gradient-bar", 1.1, 1), ("gradient-bar", 3.125, 1), ("gradient-bar", 5.0, 1),
        ("spinner", 0.3, 1), ("spinner", 1.0, 1), ("spinner", 1.6, 1), ("spinner", 4.75, 1),
    ]

    @Test(arguments: cases.indices)
    func frameMatchesItsReference(_ index: Int) throws {
        let (name, time, scale) = Self.cases[index]
        let frame = try BuiltInScenes.render(BuiltInScenes.load(name), at: time, scale: scale)
        try ReferenceFrames.check(frame, "\(name)-\(String(format: "%.3f", time))")
    }
}
