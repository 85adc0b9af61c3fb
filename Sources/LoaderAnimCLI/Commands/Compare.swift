import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GIF
import RenderPipeline
import SwiftScenes

struct Compare: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare two GIFs as a browser plays them: exit 0 when they are the same, 1 when not.",
        discussion: """
            Compares the canvas size, the number of frames, each frame's delay and each frame's \
            pixels (within --tolerance levels per channel), and prints one line for each frame \
            that differs. Exit codes: 0 the same, 1 different, 64 bad use, 65 a file that is \
            not a readable GIF, 66 a missing file, 73 --out cannot be written.
            """)

    @Argument(help: ArgumentHelp("The GIF expected (a golden).", valueName: "a.gif"))
    var a: String

    @Argument(help: ArgumentHelp("The GIF to check against it.", valueName: "b.gif"))
    var b: String

    @Option(parsing: .unconditional, help: "Levels (0 to 255) a pixel's channel may differ by and still be the same.")
    var tolerance: Int = 0

    @Option(name: [.short, .long], help: ArgumentHelp("A PNG of the frames whose pixels differ: A, B, and the changed pixels marked (written only when some do).", valueName: "diff.png"))
    var out: String?

    func validate() throws {
        guard (0...255).contains(tolerance) else { throw ValidationError("--tolerance \(tolerance) is not a level from 0 to 255") }
    }

    func run() throws {
        let first = try Self.decode(a), second = try Self.decode(b)
        let comparison = GIFComparison(first, second, tolerance: tolerance)
        guard !comparison.isEqual else { return }
        // The sheet first: a reader that stops reading the lines (`| head`) still gets it.
        if let out {
            do {
                if let png = try ComparisonSheet.png(first, second, comparison, tolerance: tolerance) { try OutputFile.write(png, to: out) }
            } catch { throw Failure(error) }
        }
        for line in Self.lines(comparison, a: first) { writeToStandardOutput(line + "\n") }
        throw ExitCode(1)
    }

    /// The file as a browser plays it, or the one line saying why it cannot be read.
    static func decode(_ path: String) throws -> DecodedGIF {
        guard FileManager.default.fileExists(atPath: path) else { throw Failure(.missingInput, "\(path): no such file") }
        guard let data = fileContents(atPath: path) else { throw Failure(.missingInput, "\(path): cannot be read") }
        do { return try GIFDecoder().decode([UInt8](data)) } catch {
            throw Failure(.badInput, "\(path): not a GIF loaderanim can read (\(error))")
        }
    }

    /// The file-wide differences, then one line a frame (its delay and its pixels together),
    /// each frame named with the time it starts at in A.
    static func lines(_ comparison: GIFComparison, a: DecodedGIF) -> [String] {
        var starts: [Int] = [], time = 0
        for delay in a.delays { starts.append(time); time += delay }
        var lines = comparison.differences.filter { $0.frame == nil }.map(\.description)
        var byFrame: [Int: [String]] = [:]
        for difference in comparison.differences {
            guard let frame = difference.frame else { continue }
            let text = difference.description
            byFrame[frame, default: []].append(String(text[text.index(after: text.firstIndex(of: ":")!)...].dropFirst()))
        }
        for frame in byFrame.keys.sorted() {
            let start = frame < starts.count ? " (\(starts[frame] / 100).\(starts[frame] % 100 < 10 ? "0" : "")\(starts[frame] % 100) s)" : ""
            lines.append("frame \(frame)\(start): " + byFrame[frame]!.joined(separator: "; "))
        }
        return lines
    }
}
