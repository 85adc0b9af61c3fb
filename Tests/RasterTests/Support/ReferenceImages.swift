import Foundation
import Pixels
import ReferenceImageSupport
import Testing

/// The Raster tests' reference PNGs (see ReferenceImageStore for the comparison and the
/// LOADERANIM_REGENERATE_REFERENCES switch); References/Inputs holds the images they draw.
enum ReferenceImages {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("References")
    static let inputs = directory.appendingPathComponent("Inputs")
    static let store = ReferenceImageStore(
        directory: directory, failures: FileManager.default.temporaryDirectory.appendingPathComponent("loaderanim-raster-failures"))

    static func check(_ frame: Frame, _ name: String, tolerance: Int = 4, outliers: Int = 2,
                      sourceLocation: SourceLocation = #_sourceLocation) throws {
        if let message = try store.mismatch(frame, name, tolerance: tolerance, outliers: outliers) {
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
    }
}
