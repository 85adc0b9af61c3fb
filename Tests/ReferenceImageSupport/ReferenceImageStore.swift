import Foundation
import Pixels
import Raster

/// Reference PNGs for rendering tests: a frame is compared with DIRECTORY/NAME.png pixel by
/// pixel, within a tolerance. On a mismatch NAME.actual.png and NAME.diff.png (red where
/// pixels differ beyond the tolerance, a faint copy of the reference elsewhere) go to
/// `failures`, and the message names them. With the `Regeneration` switch on, the
/// references are rewritten from the current output instead and the check fails all the
/// same (look at every one, then rerun). The tests record the message; this type needs no
/// test library.
public struct ReferenceImageStore: Sendable {
    public let directory: URL
    public let failures: URL

    public init(directory: URL, failures: URL) {
        self.directory = directory
        self.failures = failures
    }

    /// nil when `frame` matches NAME.png (or was just written as it), else why not.
    /// `tolerance`: the largest difference allowed in any channel (0...255); `outliers`: how
    /// many pixels may exceed it (anti-aliasing differs a little between cairo versions).
    public func mismatch(_ frame: Frame, _ name: String, tolerance: Int, outliers: Int) throws -> String? {
        let url = directory.appendingPathComponent(name + ".png")
        if let written = try Regeneration.rewrite(url.path, {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(PNG.encode(frame)).write(to: url, options: .atomic)
        }) {
            return written
        }
        guard let data = try? Data(contentsOf: url) else {
            return "no reference \(url.path); run with \(Regeneration.variable)=1 to make it"
        }
        let reference = try PNG.decode([UInt8](data), name: url.path)
        guard reference.width == frame.width, reference.height == frame.height else {
            let path = try writeFailure(frame, diff: nil, name)
            return "\(name): frame is \(frame.width) x \(frame.height), reference \(reference.width) x "
                + "\(reference.height); actual frame at \(path)"
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
        guard bad > outliers else { return nil }
        let path = try writeFailure(frame, diff: Frame(width: frame.width, height: frame.height, pixels: diff), name)
        return "\(name): \(bad) pixels differ by more than \(tolerance) (worst \(worst)); diff and actual frame at \(path)"
    }

    private func writeFailure(_ frame: Frame, diff: Frame?, _ name: String) throws -> String {
        try FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
        try Data(PNG.encode(frame)).write(to: failures.appendingPathComponent(name + ".actual.png"))
        if let diff {
            try Data(PNG.encode(diff)).write(to: failures.appendingPathComponent(name + ".diff.png"))
        }
        return failures.appendingPathComponent(name).path + ".{actual,diff}.png"
    }
}
