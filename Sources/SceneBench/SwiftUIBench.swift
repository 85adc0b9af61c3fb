import BenchSupport
import Foundation

/// SwiftUI scenes (issue 45): a cold compile of a 100-line SwiftUI loader
/// (examples/swiftui/ring-loader.swift: a view model on a Combine timer, an Animatable
/// modifier, a custom shape, transitions), and the time a long render of a SwiftUI loader
/// takes against its UIKit twin's (trim-spinner, the same bytes). Targets: 3 s, 1.5x.
struct SwiftUIBench {
    static let maximumColdSeconds = 3.0
    static let maximumFrameRatio = 1.5

    let coldSeconds: Double, coldLines: Int
    let swiftUISeconds: Double, uiKitSeconds: Double

    static func measure(loaderanim: String, repository: String, directory: URL) throws -> SwiftUIBench {
        let loader = repository + "/examples/swiftui/ring-loader.swift"
        let lines = (try String(contentsOfFile: loader, encoding: .utf8)).split(separator: "\n", omittingEmptySubsequences: false).count
        let cold = try SwiftSceneBench.coldValidate(loaderanim: loaderanim, scene: loader, directory: directory)
        let cache = directory.appendingPathComponent("swiftui-cache").path, out = directory.appendingPathComponent("swiftui.gif").path
        let twins = [repository + "/examples/swiftui/trim-spinner.swift", repository + "/Tests/SwiftScenesTests/Scenes/swiftui/trim-spinner-uikit.swift"]
        func render(_ scene: String) throws -> Double {
            try Child.check(["env", "XDG_CACHE_HOME=\(cache)", loaderanim, "render", scene, "--out", out, "--quiet",
                             "--duration", "20", "--fps", "50"]).seconds
        }
        for twin in twins { _ = try render(twin) }  // compiled once: what is timed is the render
        var swiftUI: [Double] = [], uiKit: [Double] = []
        for _ in 0..<5 {  // interleaved, so that the machine's moods fall on both alike
            swiftUI.append(try render(twins[0]))
            uiKit.append(try render(twins[1]))
        }
        return SwiftUIBench(coldSeconds: Bench.median(cold), coldLines: lines, swiftUISeconds: Bench.median(swiftUI),
                            uiKitSeconds: Bench.median(uiKit))
    }

    var targets: [String] {
        let ratio = swiftUISeconds / uiKitSeconds
        return [
            String(format: "- SwiftUI scene, cold compile and validate (ring-loader.swift, %d lines, median of 3) < %.0f s: %.2f s",
                   coldLines, Self.maximumColdSeconds, coldSeconds) + (coldSeconds < Self.maximumColdSeconds ? ": met" : ": missed"),
            String(format: "- SwiftUI scene, 1000 frames over its UIKit twin's (trim-spinner --duration 20 --fps 50, median of 5) <= %.1fx: %.2fx (%.2f s against %.2f s)",
                   Self.maximumFrameRatio, ratio, swiftUISeconds, uiKitSeconds) + (ratio <= Self.maximumFrameRatio ? ": met" : ": missed"),
        ]
    }
}
