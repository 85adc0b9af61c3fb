import BenchSupport
import Foundation

/// What the mirror's size costs a scene (issue 44): the cold compile (a fresh cache, so the
/// passes, swiftc and the link all run) of a 150-line published loader and of the largest
/// one that renders, each as a folder of the library's files from ../shared beside our
/// scene for it (Tests/SwiftScenesTests/Scenes/published); the kit's rebuild after the
/// mirror's sources change (timed by `make bench`, which passes it in
/// SCENE_BENCH_KIT_SECONDS). The target: the 150-line loader under 2 s.
struct MirrorCost {
    static let maximumSmallSeconds = 2.0
    /// The published loaders timed: about 150 lines, and the largest that renders.
    static let small = "uikit_linear_progress_bar", large = "uikit_ss_spinner_button"

    let smallSeconds: Double, smallLines: Int
    let largeSeconds: Double, largeLines: Int
    let kitSeconds: Double?

    /// nil without ../shared/corpus/swift-loaders beside the repository.
    static func measure(loaderanim: String, repository: String, directory: URL, kitSeconds: Double?) throws -> MirrorCost? {
        let corpus = repository + "/../shared/corpus/swift-loaders"
        guard FileManager.default.fileExists(atPath: corpus) else { return nil }
        func cold(_ name: String) throws -> (seconds: Double, lines: Int) {
            let folder = directory.appendingPathComponent("published-" + name).path
            try? FileManager.default.removeItem(atPath: folder)
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            var lines = 0
            for file in try FileManager.default.contentsOfDirectory(atPath: corpus + "/" + name) where file.hasSuffix(".swift") {
                try FileManager.default.copyItem(atPath: corpus + "/\(name)/\(file)", toPath: folder + "/" + file)
                lines += try String(contentsOfFile: folder + "/" + file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).count
            }
            try FileManager.default.copyItem(atPath: repository + "/Tests/SwiftScenesTests/Scenes/published/\(name)/main.swift",
                                             toPath: folder + "/main.swift")
            let seconds = try SwiftSceneBench.coldValidate(loaderanim: loaderanim, scene: folder, directory: directory)
            return (Bench.median(seconds), lines)
        }
        let small = try cold(small), large = try cold(large)
        return MirrorCost(smallSeconds: small.seconds, smallLines: small.lines, largeSeconds: large.seconds,
                          largeLines: large.lines, kitSeconds: kitSeconds)
    }

    var targets: [String] {
        [String(format: "- Swift scene, cold compile and validate of a published loader (%@, %d lines of the library's, median of 3) < %.0f s: %.2f s",
                Self.small, smallLines, Self.maximumSmallSeconds, smallSeconds) + (smallSeconds < Self.maximumSmallSeconds ? ": met" : ": missed"),
         String(format: "- Swift scene, cold compile and validate of the largest published loader that renders (%@, %d lines, median of 3): %.2f s",
                Self.large, largeLines, largeSeconds),
         "- the Swift scene kit's release rebuild after the mirror's sources change (the mirror's modules, LoaderAnim, the archive): "
            + (kitSeconds.map { String(format: "%.1f s", $0) } ?? "not timed (make bench times it)")]
    }
}
