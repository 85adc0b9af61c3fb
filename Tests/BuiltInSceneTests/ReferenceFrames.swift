import Foundation
import Pixels
import Raster
import ReferenceImageSupport
import Testing

/// The built-in scenes' reference PNGs (see ReferenceImageStore for the comparison and the
/// LOADERANIM_REGENERATE_REFERENCES switch).
enum ReferenceFrames {
    static let store = ReferenceImageStore(
        directory: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("References"),
        failures: FileManager.default.temporaryDirectory.appendingPathComponent("loaderanim-builtin-scene-failures"))

    static func check(_ frame: Frame, _ name: String, tolerance: Int = 4, outliers: Int = 4,
                      sourceLocation: SourceLocation = #_sourceLocation) throws {
        if let message = try store.mismatch(frame, name, tolerance: tolerance, outliers: outliers) {
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
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
        ("ball-pulse", 0.2, 2), ("ball-spin-fade", 0.3, 2), ("ball-scale-ripple", 0.9, 2), ("dot-ring", 0.3, 2),
        ("glow-pulse", 0.3, 2),
        ("percent-ring", 1.2, 1), ("percent-ring", 2.55, 1),
        ("flip-square", 0.3, 2), ("flip-square", 0.8, 2), ("coin-flip", 0.45, 2), ("coin-flip", 0.95, 2),
        ("drawn-ring", 1.2, 2), ("drawn-ring", 2.6, 1), ("spring-dots", 0.35, 2), ("spring-dots", 0.88, 2),
    ]

    @Test(arguments: cases.indices)
    func frameMatchesItsReference(_ index: Int) throws {
        let (name, time, scale) = Self.cases[index]
        let frame = try BuiltInScenes.render(BuiltInScenes.load(name), at: time, scale: scale)
        try ReferenceFrames.check(frame, "\(name)-\(String(format: "%.3f", time))")
    }
}

extension ReferenceFrameTests {
    /// Every reference PNG is one of the cases above.
    @Test func everyReferenceIsACase() {
        let names = Self.cases.map { "\($0.0)-\(String(format: "%.3f", $0.1))" }
        let orphans = Regeneration.orphans(in: ReferenceFrames.store.directory, ext: "png", used: Set(names))
        #expect(orphans.isEmpty, "references no test reads: \(orphans)")
    }
}
