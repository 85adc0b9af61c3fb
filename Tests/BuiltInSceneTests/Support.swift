import Foundation
import Layers
import Pixels
import Raster
import ReferenceImageSupport
import Scene
import Testing

/// The built-in scenes, found from this file: the repository root is three levels up.
enum BuiltInScenes {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let names = ["circular-loader", "reveal", "slack-lines", "spark-segments", "gradient-bar", "spinner",
                        "ball-pulse", "ball-spin-fade", "ball-scale-ripple", "dot-ring", "glow-pulse", "percent-ring",
                        "flip-square", "coin-flip", "drawn-ring", "spring-dots"]

    static func path(_ name: String) -> String {
        root.appendingPathComponent("scenes/\(name).lua").path
    }

    static func load(_ name: String, _ overrides: [String: String] = [:]) throws -> SceneScript {
        try SceneScript(file: path(name), overrides: SceneOverrides(parameters: overrides))
    }

    /// The presentation trees at `times`, through the playback `inspect` uses.
    static func trees(_ name: String, at times: [Double], _ overrides: [String: String] = [:]) throws -> [PresentationTree] {
        var playback = try load(name, overrides).playback()
        return try times.map { try playback.presentation(at: $0) }
    }

    static func tree(_ name: String, at time: Double, _ overrides: [String: String] = [:]) throws -> PresentationTree {
        try trees(name, at: [time], overrides)[0]
    }

    /// The frame the command line draws: the scene's canvas, background and (unless given) scale.
    static func render(_ script: SceneScript, at time: Double, scale: Double? = nil) throws -> Frame {
        try SceneFrame.render(script, at: time, scale: scale)
    }
}

/// One layer's properties as `loaderanim inspect` prints them (`inspection.properties`), each
/// encoded as JSON and decoded.
struct Inspected {
    let name: String
    let values: [String: Any]

    init(_ layer: PresentationLayer) {
        name = layer.name
        var values: [String: Any] = [:]
        for (key, value) in layer.inspection.properties {
            guard let json = try? JSONEncoder().encode(value) else { continue }
            values[key] = try? JSONSerialization.jsonObject(with: json, options: .fragmentsAllowed)
        }
        self.values = values
    }

    func number(_ key: String) -> Double { (values[key] as? NSNumber)?.doubleValue ?? .nan }
    func string(_ key: String) -> String { values[key] as? String ?? "" }
    func numbers(_ key: String) -> [Double] { (values[key] as? [NSNumber])?.map(\.doubleValue) ?? [] }
    func strings(_ key: String) -> [String] { values[key] as? [String] ?? [] }
    /// A path's {"bounds": [x, y, w, h], "length": L}.
    func pathBounds(_ key: String = "path") -> [Double] {
        ((values[key] as? [String: Any])?["bounds"] as? [NSNumber])?.map(\.doubleValue) ?? []
    }
    func pathLength(_ key: String = "path") -> Double {
        ((values[key] as? [String: Any])?["length"] as? NSNumber)?.doubleValue ?? .nan
    }
}

extension PresentationTree {
    /// The named layer's inspected properties; records an issue if there is no such layer.
    func inspected(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Inspected {
        try Inspected(#require(layer(named: name), "no layer \(name) at \(time)", sourceLocation: sourceLocation))
    }
}

func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

func isClose(_ a: [Double], _ b: [Double], _ tolerance: Double = 1e-9) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { isClose($0, $1, tolerance) }
}

/// Core Animation's timing curves, solved here by plain bisection (not the engine's Newton
/// solver), so the derivations check the engine rather than repeat it.
enum Curve {
    static let defaultPoints = (0.25, 0.1, 0.25, 1.0)
    static let easeInEaseOutPoints = (0.42, 0.0, 0.58, 1.0)

    static func y(_ c: (Double, Double, Double, Double), at x: Double) -> Double {
        func bezier(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
        }
        var low = 0.0, high = 1.0
        for _ in 0..<100 {
            let mid = (low + high) / 2
            if bezier(c.0, c.2, mid) < x { low = mid } else { high = mid }
        }
        return bezier(c.1, c.3, (low + high) / 2)
    }

    /// The default curve, (0.25, 0.1, 0.25, 1): implicit animations.
    static func `default`(_ x: Double) -> Double { y(defaultPoints, at: x) }
    /// easeInEaseOut, (0.42, 0, 0.58, 1).
    static func eio(_ x: Double) -> Double { y(easeInEaseOutPoints, at: x) }
}

/// "#RRGGBBAA" of an opaque color given as components 0...1, as inspect prints it.
func hex(_ r: Double, _ g: Double, _ b: Double) -> String {
    String(format: "#%02X%02X%02XFF", Int((r * 255).rounded()), Int((g * 255).rounded()), Int((b * 255).rounded()))
}

/// UIColor(hue:saturation:brightness:) in sRGB components (the textbook HSV sextants).
func hsb(_ h: Double, _ s: Double, _ v: Double) -> (Double, Double, Double) {
    let sector = (h * 6).truncatingRemainder(dividingBy: 6)
    let i = Int(sector.rounded(.down)), f = sector - sector.rounded(.down)
    let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
    switch i {
    case 0: return (v, t, p)
    case 1: return (q, v, p)
    case 2: return (p, v, t)
    case 3: return (p, q, v)
    case 4: return (t, p, v)
    default: return (v, p, q)
    }
}

extension Frame {
    /// Every pixel the same as the first.
    var isUniform: Bool {
        let first = Array(pixels[0..<4])
        return stride(from: 0, to: pixels.count, by: 4).allSatisfy { Array(pixels[$0..<$0 + 4]) == first }
    }
}
