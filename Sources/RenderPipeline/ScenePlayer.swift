import Layers
import Scene
import Locking

/// A scene kept playing between requests: the preview's live program (`loaderanim serve`)
/// answers every frame, strip and inspect from one of these, so a request costs the
/// stage's steps from the last time asked, not a whole run of the scene.
///
///     asked:   0.2        0.5          0.3            0.5
///     stage:   0 ─▶ 0.2   0.2 ─▶ 0.5   kept? ─ else   kept
///                                              `Rewind` (the stage never plays back)
///
/// A stage that plays only forward (a Swift scene's) cannot answer an earlier time it has
/// not kept: that request is refused with `Rewind`, and the preview asks a fresh program.
/// A replayable one (a Lua script's) replays from 0, as `Playback` does.
public final class ScenePlayer: Sendable {
    /// The time asked is before the stage's, and was not kept.
    public struct Rewind: Error, CustomStringConvertible {
        public let time: Double
        public var description: String { "the scene's stage is past \(time) s and plays only forward" }
    }

    /// The most trees kept, the oldest dropped first (a preview's loop at 50 fps over 5 s).
    public static let keptTrees = 256

    private struct State {
        var playback: Playback
        var kept: [Double: PresentationTree] = [:]
        var order: [Double] = []
        /// The latest time the stage played to; nil before the first.
        var now: Double?
        /// Set when playing failed: the stage may be half-way through a change.
        var broken = false
    }
    private let state: Locked<State>
    private let replayable: Bool

    public init(_ program: any SceneProgram) throws {
        state = Locked(State(playback: try program.playback()))
        replayable = program.isReplayable
    }

    /// The tree at each time, in the order asked: kept ones as they were, the rest played
    /// to in increasing order.
    public func trees(at times: [Double]) throws -> [PresentationTree] {
        try state.withLock { state in
            var found: [Double: PresentationTree] = [:]
            for time in Set(times).sorted() {
                if let tree = state.kept[time] {
                    found[time] = tree
                    continue
                }
                if state.broken || (!replayable && time < state.now ?? 0) { throw Rewind(time: time) }
                do {
                    let tree = try state.playback.presentation(at: time)
                    state.now = time
                    found[time] = tree
                    state.kept[time] = tree
                    state.order.append(time)
                    if state.order.count > Self.keptTrees { state.kept[state.order.removeFirst()] = nil }
                } catch {
                    state.broken = !replayable
                    throw error
                }
            }
            return times.map { found[$0]! }
        }
    }
}
