import Foundation
import Testing

/// The corpus's SwiftUI loaders as published (issue 45), and the two UIKit libraries that
/// ship a SwiftUI file: each case's files read from ../shared/corpus/swift-loaders at test
/// time, beside a scene of ours (Scenes/published/<case>/main.swift) that starts the loader
/// as its README does. Values are derived by hand from the library's source, one derivation
/// a line. swiftui_liquid is not counted: it imports a C module (CLiquid) and Accelerate
/// that the corpus does not hold.
@Suite struct PublishedSwiftUILoaderTests {
    static let corpus = PublishedLoaderTests.corpus

    /// Each case, with the warnings it gives (what it uses that is not drawn).
    static let cases: [(name: String, warnings: [String])] = [
        ("swiftui_animations_loaders", []), ("swiftui_progress_ring", []), ("swiftui_skeleton_ui", []),
        ("swiftui_replicator", []), ("swiftui_progress_indicator_view", []), ("swiftui_animate_text", []),
        ("swiftui_alert_toast", ["BlurView.swift:38: warning: UIVisualEffectView.init(effect:) is not drawn yet; the scene renders without it",
                                 "BlurView.swift:38: warning: UIVisualEffectView.effect is not drawn yet; the scene renders without it"]),
        ("uikit_gradient_loading_bar", []),
        ("uikit_sp_indicator", ["SPIndicatorView.swift:78: warning: UIVisualEffectView.init(effect:) is not drawn yet; the scene renders without it"]),
    ]

    /// Every case renders with one command: exit 0, a GIF, only its expected warnings.
    @Test(.enabled(if: corpus != nil, "../shared/corpus/swift-loaders is not on this machine"), arguments: cases.indices)
    func rendersAsPublished(index: Int) throws {
        let (name, warnings) = Self.cases[index]
        let folder = try PublishedLoaderTests.folder(name)
        let result = try swiftScene(["render", folder, "--out", folder + "/loader.gif"])
        #expect(result.status == 0, "\(name): \(result.err)")
        #expect(lines(result.err).filter { $0.hasPrefix("loaderanim:") } == warnings.map { "loaderanim: \(folder)/\($0)" }, "\(name): \(result.err)")
        #expect(FileManager.default.fileExists(atPath: folder + "/loader.gif"))
    }

    /// The case's layers at `time`, flattened in drawing order: type, properties, and the
    /// properties of the first sublayer.
    static func layers(_ name: String, at time: Double) throws -> [(type: String, properties: [String: Any], child: [String: Any])] {
        let result = try swiftScene(["inspect", try PublishedLoaderTests.folder(name), "--time", String(time)])
        #expect(result.status == 0, "\(name): \(result.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data((lines(result.out).last ?? "").utf8)) as? [String: Any])
        var found: [(String, [String: Any], [String: Any])] = []
        func walk(_ layers: [[String: Any]]) {
            for layer in layers {
                let sublayers = layer["sublayers"] as? [[String: Any]] ?? []
                found.append((layer["type"] as? String ?? "", layer["properties"] as? [String: Any] ?? [:],
                              sublayers.first?["properties"] as? [String: Any] ?? [:]))
                walk(sublayers)
                if let mask = layer["mask"] as? [String: Any] { walk([mask]) }
            }
        }
        walk(json["layers"] as? [[String: Any]] ?? [])
        return found
    }

    static func easeInOut(_ progress: Double) -> Double { SwiftUIAnimationTests.bezier(0.42, 0, 0.58, 1, progress) }

    /// DotsLoaderView: three dots at opacity 0.7, each offset from −75 to 75 on appear with
    /// easeInOut(duration: 1) and delays 0, 0.2, 0.4 (DotsLoaderView.swift:36-53). The offset
    /// is the position of the layer under the opacity's, less half the dot (10).
    @Test(.enabled(if: corpus != nil, "../shared/corpus/swift-loaders is not on this machine"))
    func dotsLoader() throws {
        let offsets = try Self.layers("swiftui_animations_loaders", at: 0.5)
            .filter { ($0.properties["opacity"] as? Double) == 0.7 }.map { (($0.child["position"] as? [Double])?[0] ?? .nan) - 10 }
        let expected = [0.0, 0.2, 0.4].map { -75 + 150 * Self.easeInOut(max(0.5 - $0, 0)) }
        #expect(offsets.count == 3 && zip(offsets, expected).allSatisfy { abs($0 - $1) < 1e-6 }, "\(offsets), expected \(expected)")
    }

    /// ProgressRing: withAnimation(.easeInOut(duration: 5)) sets the progress to 1 on appear.
    /// The inner ring (line 16) is RingShape's circle trimmed to the percent, the outer (line
    /// 32) the whole circle of the same radius (120 / 2 − 16 = 104 / 2 − 8 = 44): the ratio
    /// of their lengths is the percent, interpolated frame by frame as its animatableData.
    @Test(.enabled(if: corpus != nil, "../shared/corpus/swift-loaders is not on this machine"), arguments: [1.0, 2.5, 4.0])
    func progressRing(time: Double) throws {
        let layers = try Self.layers("swiftui_progress_ring", at: time)
        func length(_ lineWidth: Double) -> Double {
            (layers.first { ($0.properties["lineWidth"] as? Double) == lineWidth }?.properties["path"] as? [String: Any])?["length"] as? Double ?? .nan
        }
        #expect(abs(length(16) / length(32) - Self.easeInOut(time / 5)) < 2e-3, "\(length(16)) / \(length(32)) at \(time)")
    }

    /// SkeletonUI's default shimmer: phase = easeInOut(duration: 1.5), repeating without
    /// reverse, from appear; the gradient's stops at phase, phase + 0.25, phase + 0.5
    /// (AnimationType.swift:15, AppearanceType.swift:45-48).
    @Test(.enabled(if: corpus != nil, "../shared/corpus/swift-loaders is not on this machine"), arguments: [0.75, 1.0, 2.0])
    func skeletonShimmer(time: Double) throws {
        let gradient = try #require(try Self.layers("swiftui_skeleton_ui", at: time).first { $0.type == "GradientLayer" })
        let phase = Self.easeInOut(time.truncatingRemainder(dividingBy: 1.5) / 1.5)
        let locations = gradient.properties["locations"] as? [Double] ?? []
        #expect(locations.count == 3 && zip(locations, [phase, phase + 0.25, phase + 0.5]).allSatisfy { abs($0 - $1) < 1e-6 }, "\(locations)")
    }

    /// CircleScaleIndicator: four circles scale 1 → 0.3 with .linear(duration: 0.5).delay(0.3)
    /// .repeatForever() (autoreverses), each copy 0.2 s after the one before (0.8 / 4). The
    /// delay written before repeatForever waits in every cycle: at 0.55 s the first circle is
    /// 0.25 s into its move (0.65), the second 0.05 s (0.93), the others still wait (1).
    @Test(.enabled(if: corpus != nil, "../shared/corpus/swift-loaders is not on this machine"))
    func replicatorScale() throws {
        let scales = try Self.layers("swiftui_replicator", at: 0.55).compactMap { $0.properties["transform.scale.x"] as? Double }
            .filter { $0 != 1 }
        #expect(scales.count == 2 && abs(scales[0] - 0.65) < 1e-9 && abs(scales[1] - 0.93) < 1e-9, "\(scales)")
    }

    /// AlertToast's checkmark: trim(to: percentage), 0 → 1 on appear with
    /// Animation.spring().speed(0.75).delay(0.25) (AlertToast.swift:39-44): the spring of
    /// response 0.5 and damping fraction 0.825, slowed to 3/4, 0.25 s after appearing.
    @Test(.enabled(if: corpus != nil, "../shared/corpus/swift-loaders is not on this machine"), arguments: [0.2, 0.5, 0.8])
    func alertCheckmark(time: Double) throws {
        let check = try #require(try Self.layers("swiftui_alert_toast", at: time).first { ($0.properties["lineWidth"] as? Double) == 6 })
        let expected = time < 0.25 ? 0 : SwiftUIAnimationTests.spring(response: 0.5, dampingFraction: 0.825, 0.75 * (time - 0.25))
        #expect(abs((check.properties["strokeEnd"] as? Double ?? .nan) - expected) < 1e-9)
    }

    /// GradientLoadingBarView: the gradient, three widths wide, offset to −W without
    /// animation and then to W with .linear(duration: 3.33).repeatForever(autoreverses: false)
    /// when its size is first known (GradientLoadingBarView+ViewModel.swift:24-33): its
    /// offset at t is −W + 2W (t mod 3.33) / 3.33, around the bar's middle (150).
    @Test(.enabled(if: corpus != nil, "../shared/corpus/swift-loaders is not on this machine"), arguments: [0.555, 2.0, 3.0])
    func gradientLoadingBar(time: Double) throws {
        let offset = try #require(try Self.layers("uikit_gradient_loading_bar", at: time).first { ($0.properties["bounds"] as? [Double])?[2] == 900 })
        let expected = 150 - 300 + 600 * time.truncatingRemainder(dividingBy: 3.33) / 3.33
        #expect(abs(((offset.properties["position"] as? [Double])?[0] ?? .nan) - expected) < 1e-6)
    }

    /// ProgressIndicatorView's impulse bar: progress 0.5 of 300 is a capsule 150 wide,
    /// reached with .easeIn (0.35 s) once the size is known.
    @Test(.enabled(if: corpus != nil, "../shared/corpus/swift-loaders is not on this machine"))
    func impulseBarProgress() throws {
        let capsules = try Self.layers("swiftui_progress_indicator_view", at: 1).filter { $0.type == "ShapeLayer" && ($0.properties["bounds"] as? [Double])?[3] == 8 }
        #expect(capsules.contains { ($0.properties["bounds"] as? [Double])?[2] == 150 }, "\(capsules.map(\.properties))")
    }
}
