import Animation
import Layers

/// Every animation a scene added while its clock ran over its length, as the engine
/// recorded it (`Stage.addedAnimations`), so animations that callbacks add show up where
/// they start: `loaderanim timeline` prints it, for a Lua scene and a Swift scene's program
/// alike, and the preview's `GET /timeline.json` serves it.
///
///     {"scene": NAME, "length": L, "animations": [ANIMATION...]}
///     ANIMATION = {"layer", "key", "addedAt", "begin" (clock seconds, null if never),
///                  "timing": TIMING, "removedOnCompletion", "tracks": [TRACK...]}
///     TIMING    = {"beginTime", "duration", "speed", "timeOffset", "repeatCount",
///                  "repeatDuration", "autoreverses", "fillMode", "active" (null: forever)}
///     TRACK     = {"keyPath", "kind": "basic"|"keyframes"|"spring", "timing": TIMING
///                  (within a group, on the group's time), "function", "curve": [y at x = i/32],
///                  "values": [text...]}
///
/// Infinite numbers (repeatCount = math.huge, an endless "active") are left out.
public struct Timeline: Encodable {
    let scene: String
    let length: Double
    let animations: [Entry]

    struct Entry: Encodable {
        let layer: String
        let key: String?
        let addedAt: Double
        let begin: Double?
        let timing: Timing
        let removedOnCompletion: Bool
        let tracks: [Track]
    }

    struct Timing: Encodable {
        let beginTime, duration, speed, timeOffset: Double
        let repeatCount, repeatDuration, active: Double?
        let autoreverses: Bool
        let fillMode: String

        init(_ t: MediaTiming) {
            beginTime = t.beginTime
            duration = t.simpleDuration
            speed = t.speed
            timeOffset = t.timeOffset
            repeatCount = t.repeatCount.isFinite ? t.repeatCount : nil
            repeatDuration = t.repeatDuration.isFinite ? t.repeatDuration : nil
            active = t.activeDuration.isFinite ? t.activeDuration : nil
            autoreverses = t.autoreverses
            fillMode = t.fillMode.rawValue
        }
    }

    struct Track: Encodable {
        let keyPath: String
        let kind: String
        let timing: Timing
        let function: String
        let curve: [Double]
        let values: [String]
    }

    /// The scene's timeline over `length`: a new stage run from 0 to `length`.
    public init(scene: LoadedScene, length: Double) throws {
        let stage = try scene.program.makeStage()
        try stage.advance(to: length)
        self.init(scene: scene.name, length: length, added: stage.addedAnimations)
    }

    init(scene: String, length: Double, added: [AddedAnimation]) {
        self.scene = scene
        self.length = length
        animations = added.map { record in
            Entry(layer: record.layerName, key: record.key, addedAt: record.addedAt,
                  begin: record.clockBeginTime.flatMap { $0.isFinite ? $0 : nil },
                  timing: Timing(record.animation.timing), removedOnCompletion: record.animation.isRemovedOnCompletion,
                  tracks: Self.tracks(of: record.animation))
        }
    }

    /// The leaves of an animation (a group's children, flattened), each with the timing
    /// function it runs through: its own, else linear.
    static func tracks(of animation: any LayerAnimation) -> [Track] {
        let function = animation.timingFunction ?? .linear
        func track(_ keyPath: String, _ kind: String, _ values: [AnimationValue]) -> Track {
            Track(keyPath: keyPath, kind: kind, timing: Timing(animation.timing), function: function.description,
                  curve: (0...32).map { function(Double($0) / 32) }, values: values.map(\.description))
        }
        switch animation {
        case let basic as BasicAnimation:
            return [track(basic.keyPath, "basic", [basic.fromValue, basic.toValue, basic.byValue].compactMap { $0 })]
        case let spring as SpringAnimation:
            let basic = spring.basic
            let curve = TimingFunction.spring(spring.spring)
            return [Track(keyPath: basic.keyPath, kind: "spring", timing: Timing(spring.timing), function: curve.description,
                          curve: (0...32).map { curve(Double($0) / 32) },
                          values: [basic.fromValue, basic.toValue, basic.byValue].compactMap { $0?.description })]
        case let keyframes as KeyframeAnimation:
            return [track(keyframes.keyPath, "keyframes", keyframes.values)]
        case let group as AnimationGroup:
            return group.animations.flatMap(tracks(of:))
        default:
            return []
        }
    }
}
