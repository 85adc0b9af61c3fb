import BenchSupport
import Foundation

/// `loaderanim preview`'s three speed targets, for each built-in scene at its default scale,
/// against the release binary on a copy of scenes/ (so that an edit can be saved):
/// a frame request (p95 of `frames` requests at times spread over the scene's length), a
/// saved edit to its new frame (the file written, the `reload` event, the frame fetched;
/// the worst of `edits`), and a parameter change to its new frame (a first `set=` value
/// the server has not loaded yet; the worst of as many).
struct PreviewLatency {
    static let frameP95Target = 0.020, editTarget = 0.300, parameterTarget = 0.150

    let scene: String
    let frameP95: Double
    let edit: Double
    let parameter: Double

    static func measure(loaderanim: String, scenes: String, directory: URL, frames: Int = 200, edits: Int = 5) throws -> [PreviewLatency] {
        let copy = directory.appendingPathComponent("preview-scenes").path
        try? FileManager.default.removeItem(atPath: copy)
        try FileManager.default.copyItem(atPath: scenes, toPath: copy)
        let names = try FileManager.default.contentsOfDirectory(atPath: copy).filter { $0.hasSuffix(".lua") }.sorted()
        return try names.map { name in
            let file = copy + "/" + name
            let server = try PreviewProcess(loaderanim: loaderanim, [file])
            let timeline = try JSONSerialization.jsonObject(with: Data(try server.get("/timeline.json").body)) as? [String: Any]
            let length = timeline?["length"] as? Double ?? 1
            _ = try server.get("/frame.png?t=0")  // the first load
            let frameSeconds = try (0..<frames).map { i in
                try timed { _ = try server.get("/frame.png?t=\(length * Double(i) / Double(frames))") }
            }
            let events = try EventStream(port: server.port)
            _ = try events.next()
            let text = try String(contentsOfFile: file, encoding: .utf8)
            let editSeconds = try (1...edits).map { i in
                try timed {
                    try (text + "\n-- edit \(i)\n").write(toFile: file, atomically: true, encoding: .utf8)
                    _ = try events.next(timeout: 5)
                    _ = try server.get("/frame.png?t=\(length / 2)")
                }
            }
            try text.write(toFile: file, atomically: true, encoding: .utf8)
            let parameters = (try JSONSerialization.jsonObject(with: Data(try server.get("/params.json").body)) as? [String: Any])?["parameters"]
                as? [[String: Any]] ?? []
            let parameterSeconds = try parameters.prefix(edits).map { p in
                let set = "\(p["name"] as? String ?? "")=\(p["value"] as? String ?? "")"
                return try timed { _ = try server.get("/frame.png?t=\(length / 2)&set=" + set.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!) }
            }
            return PreviewLatency(scene: String(name.dropLast(4)), frameP95: percentile(frameSeconds, 0.95),
                                  edit: editSeconds.max() ?? 0, parameter: parameterSeconds.max() ?? 0)
        }
    }

    static func timed(_ body: () throws -> Void) rethrows -> Double {
        let start = Child.now()
        try body()
        return Child.now() - start
    }

    static func percentile(_ values: [Double], _ p: Double) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int((Double(sorted.count) * p).rounded(.up)) - 1)]
    }

    /// The table of the rows and the target line.
    static func lines(_ rows: [PreviewLatency]) -> [String] {
        func ms(_ seconds: Double) -> String { String(format: "%.1f", seconds * 1000) }
        var lines = ["| preview: scene | frame p95 ms | saved edit → frame ms (worst) | parameter → frame ms (worst) |",
                     "|---|---:|---:|---:|"]
        lines += rows.map { "| \($0.scene) | \(ms($0.frameP95)) | \(ms($0.edit)) | \(ms($0.parameter)) |" }
        let worst = (rows.map(\.frameP95).max() ?? 0, rows.map(\.edit).max() ?? 0, rows.map(\.parameter).max() ?? 0)
        lines.append("- preview, every built-in scene: frame p95 < 20 ms: \(ms(worst.0)) ms" + (worst.0 < frameP95Target ? ": met" : ": missed")
            + "; saved edit to frame < 300 ms: \(ms(worst.1)) ms" + (worst.1 < editTarget ? ": met" : ": missed")
            + "; parameter change to frame < 150 ms: \(ms(worst.2)) ms" + (worst.2 < parameterTarget ? ": met" : ": missed"))
        return lines
    }
}

/// A Swift scene's preview against a Lua scene's (issue 46): frame requests to the live
/// program (`PROGRAM serve`) of examples/swift/spinner.swift and to the Lua spinner, both at
/// 120 x 60 points and scale 2 (p95 of `frames` requests spread over the length, after a
/// first one), and a saved edit to its new frame for the 150-line published loader of
/// MirrorCost (a folder of the library's file from ../shared and our main.swift; the worst
/// and the median of `edits`, each a recompile).
struct SwiftPreviewLatency {
    static let frameP95Target = 0.020, frameRatioTarget = 1.5, editTarget = 0.500

    let luaP95: Double, swiftP95: Double
    let edits: [Double]
    let lines: Int

    static func measure(loaderanim: String, repository: String, directory: URL, frames: Int = 200, edits: Int = 5) throws -> SwiftPreviewLatency? {
        let size = ["--width", "120", "--height", "60", "--scale", "2"]
        func p95(_ scene: String) throws -> Double {
            let server = try PreviewProcess(loaderanim: loaderanim, [scene] + size)
            let timeline = try JSONSerialization.jsonObject(with: Data(try server.get("/timeline.json").body)) as? [String: Any]
            let length = timeline?["length"] as? Double ?? 1
            _ = try server.get("/frame.png?t=0")
            return PreviewLatency.percentile(try (0..<frames).map { i in
                try PreviewLatency.timed { _ = try server.get("/frame.png?t=\(length * Double(i) / Double(frames))") }
            }, 0.95)
        }
        let lua = try p95("spinner"), swift = try p95(repository + "/examples/swift/spinner.swift")
        let corpus = repository + "/../shared/corpus/swift-loaders/" + MirrorCost.small
        guard FileManager.default.fileExists(atPath: corpus) else { return nil }
        let folder = directory.appendingPathComponent("preview-edit").path
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var library = "", lines = 0
        for file in try FileManager.default.contentsOfDirectory(atPath: corpus) where file.hasSuffix(".swift") {
            library = folder + "/" + file
            try FileManager.default.copyItem(atPath: corpus + "/" + file, toPath: library)
            lines += try String(contentsOfFile: library, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).count
        }
        try FileManager.default.copyItem(atPath: repository + "/Tests/SwiftScenesTests/Scenes/published/\(MirrorCost.small)/main.swift",
                                         toPath: folder + "/main.swift")
        let server = try PreviewProcess(loaderanim: loaderanim, [folder])
        _ = try server.get("/frame.png?t=0.5")
        let events = try EventStream(port: server.port)
        _ = try events.next()
        let text = try String(contentsOfFile: library, encoding: .utf8)
        let seconds = try (1...edits).map { i in
            try PreviewLatency.timed {
                try (text + "\n// edit \(i)\n").write(toFile: library, atomically: true, encoding: .utf8)
                _ = try events.next(timeout: 60)
                _ = try server.get("/frame.png?t=0.5")
            }
        }
        return SwiftPreviewLatency(luaP95: lua, swiftP95: swift, edits: seconds, lines: lines)
    }

    var targets: [String] {
        let ratio = swiftP95 / luaP95, worst = edits.max() ?? 0
        return [
            String(format: "- preview of a Swift scene, frame p95 (spinner.swift, 120 x 60 at scale 2, its live program) < %.0f ms and <= %.1fx the Lua spinner's: %.1f ms against %.1f ms, %.2fx",
                   Self.frameP95Target * 1000, Self.frameRatioTarget, swiftP95 * 1000, luaP95 * 1000, ratio)
                + (swiftP95 < Self.frameP95Target && ratio <= Self.frameRatioTarget ? ": met" : ": missed"),
            String(format: "- preview of a Swift scene, saved edit to its new frame (%@, %d lines, a recompile; worst of %d, median %.0f ms) < %.0f ms: %.0f ms",
                   MirrorCost.small, lines, edits.count, Bench.median(edits) * 1000, Self.editTarget * 1000, worst * 1000)
                + (worst < Self.editTarget ? ": met" : ": missed"),
        ]
    }
}
