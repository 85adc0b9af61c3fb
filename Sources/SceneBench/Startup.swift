import BenchSupport
import Foundation

/// What a user installs and waits for first: the binary's size stripped, as `make install`
/// lays it down, and the time of `loaderanim list` (every built-in scene read for its title)
/// from a folder with no scenes, median of many runs.
struct Startup {
    static let maximumBytes = 25_000_000
    static let maximumListSeconds = 0.010

    let strippedBytes: Int
    let listSeconds: Double
    let runs: Int

    static func measure(loaderanim: String, directory: URL, runs: Int = 50) throws -> Startup {
        let stripped = directory.appendingPathComponent("loaderanim-stripped").path
        try Child.check(["strip", "-o", stripped, loaderanim])
        let bytes = try FileManager.default.attributesOfItem(atPath: stripped)[.size] as? Int ?? 0
        let empty = directory.appendingPathComponent("no-scenes").path
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let previous = FileManager.default.currentDirectoryPath
        guard FileManager.default.changeCurrentDirectoryPath(empty) else { throw BenchError(message: "cannot enter \(empty)") }
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        try Child.check([stripped, "list"])  // once to warm the page cache
        let seconds = try (0..<runs).map { _ in try Child.check([stripped, "list"]).seconds }
        return Startup(strippedBytes: bytes, listSeconds: Bench.median(seconds), runs: runs)
    }

    /// The two target lines, beside the others.
    var targets: [String] {
        let megabytes = Double(strippedBytes) / 1_000_000, milliseconds = listSeconds * 1000
        return [
            "- installed binary (stripped) < \(Self.maximumBytes / 1_000_000) MB: " + String(format: "%.1f MB", megabytes)
                + (strippedBytes < Self.maximumBytes ? ": met" : ": missed"),
            "- start-up, `loaderanim list` from a folder without scenes (median of \(runs)) < "
                + String(format: "%.0f ms: %.1f ms", Self.maximumListSeconds * 1000, milliseconds)
                + (listSeconds < Self.maximumListSeconds ? ": met" : ": missed"),
        ]
    }
}
