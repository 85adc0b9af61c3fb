import BenchSupport
import Foundation

/// Swift scenes against their Lua twins (examples/swift/): what a cached render costs over
/// the Lua scene's, a cold compile of the longest twin, and the time per frame of a long
/// render. The targets: +50 ms at most on a hit, 5 s for a cold compile, 1.1x.
struct SwiftSceneBench {
    static let maximumHitMilliseconds = 50.0
    static let maximumColdSeconds = 5.0
    static let maximumFrameRatio = 1.1

    let luaSeconds: Double, swiftSeconds: Double
    let coldSeconds: Double, coldLines: Int
    let luaLongSeconds: Double, swiftLongSeconds: Double, longFrames: Int
    let runs: Int

    /// `examples` holds the twins; the caches live in `directory`.
    static func measure(loaderanim: String, examples: String, directory: URL, runs: Int = 15) throws -> SwiftSceneBench {
        let cache = directory.appendingPathComponent("swift-cache").path
        let out = directory.appendingPathComponent("swift.gif").path
        func render(_ scene: String, cache: String, _ extra: [String] = []) throws -> Double {
            try Child.check(["env", "XDG_CACHE_HOME=\(cache)", loaderanim, "render", scene, "--out", out, "--quiet"] + extra).seconds
        }
        let twin = examples + "/spinner.swift"
        _ = try render(twin, cache: cache)  // compiled once: every run below is a hit
        _ = try render("spinner", cache: cache)
        // One frame, so that what is timed is what a Swift scene adds: the cache lookup, a
        // second process, the Swift runtime's shared libraries.
        let oneFrame = ["--duration", "0.02"]
        var lua: [Double] = [], swift: [Double] = []
        for _ in 0..<runs {  // interleaved, so that the machine's moods fall on both alike
            lua.append(try render("spinner", cache: cache, oneFrame))
            swift.append(try render(twin, cache: cache, oneFrame))
        }
        let longest = examples + "/slack-lines.swift"
        let lines = (try String(contentsOfFile: longest, encoding: .utf8)).split(separator: "\n", omittingEmptySubsequences: false).count
        let cold = try coldValidate(loaderanim: loaderanim, scene: longest, directory: directory)
        let long = ["--duration", "20", "--fps", "50"]
        var luaLong: [Double] = [], swiftLong: [Double] = []
        for _ in 0..<5 {
            luaLong.append(try render("spinner", cache: cache, long))
            swiftLong.append(try render(twin, cache: cache, long))
        }
        return SwiftSceneBench(luaSeconds: Bench.median(lua), swiftSeconds: Bench.median(swift), coldSeconds: Bench.median(cold),
                               coldLines: lines, luaLongSeconds: Bench.median(luaLong), swiftLongSeconds: Bench.median(swiftLong),
                               longFrames: 1000, runs: runs)
    }

    /// `loaderanim validate` of a Swift scene with an empty cache each time (the passes,
    /// swiftc and the link all run), three times: their median is the bench's cold compile.
    static func coldValidate(loaderanim: String, scene: String, directory: URL) throws -> [Double] {
        try (0..<3).map { run -> Double in
            let fresh = directory.appendingPathComponent("swift-cold-\(run)").path
            defer { try? FileManager.default.removeItem(atPath: fresh) }
            return try Child.check(["env", "XDG_CACHE_HOME=\(fresh)", loaderanim, "validate", scene]).seconds
        }
    }

    var targets: [String] {
        let hit = (swiftSeconds - luaSeconds) * 1000, ratio = swiftLongSeconds / luaLongSeconds
        return [
            String(format: "- Swift scene, cached render over its Lua twin (spinner, one frame, median of %d) <= %.0f ms: %.1f ms (Lua %.1f ms, Swift %.1f ms)",
                   runs, Self.maximumHitMilliseconds, hit, luaSeconds * 1000, swiftSeconds * 1000)
                + (hit <= Self.maximumHitMilliseconds ? ": met" : ": missed"),
            String(format: "- Swift scene, cold compile and validate (slack-lines.swift, %d lines, median of 3) < %.0f s: %.2f s",
                   coldLines, Self.maximumColdSeconds, coldSeconds) + (coldSeconds < Self.maximumColdSeconds ? ": met" : ": missed"),
            String(format: "- Swift scene, %d frames over its Lua twin's (spinner --duration 20, median of 5) <= %.1fx: %.2fx (%.2f s against %.2f s)",
                   longFrames, Self.maximumFrameRatio, ratio, swiftLongSeconds, luaLongSeconds)
                + (ratio <= Self.maximumFrameRatio ? ": met" : ": missed"),
        ]
    }
}
