/// The presentation tree at any time, from a stage that can be built afresh: asking for
/// increasing times advances one stage; asking for an earlier time builds a new stage
/// and replays from 0, so every time gives the same answer whatever was asked before.
///
/// Whatever time is asked first, the stage is drawn at 0 before it moves on, as a render's
/// first frame draws it: a draw function that adds layers or animations adds them at 0, so
/// a frame, a strip or an inspect at T shows what the GIF shows at T.
///
///     render:         advance(0) draw │ advance(1/fps) draw │ ... │ advance(T) draw
///     frame --time T: advance(0) draw │ advance(T) draw
public struct Playback {
    private let build: () throws -> Stage
    private var stage: Stage
    /// Whether the stage in hand has been drawn at 0.
    private var drewFirstFrame = false

    /// `build` sets a scene up at time 0 (the scene script's first run). It is called
    /// again, from scratch, for every replay; it must not depend on anything else.
    public init(build: @escaping () throws -> Stage) throws {
        self.build = build
        self.stage = try build()
    }

    /// The presentation tree at `time`, with what the layers' draw functions drew.
    public mutating func presentation(at time: Double) throws -> PresentationTree {
        if time < stage.now {
            stage = try build()
            drewFirstFrame = false
        }
        if !drewFirstFrame, time > 0 {
            try stage.advance(to: 0)
            _ = try stage.drawnPresentation()
        }
        drewFirstFrame = true
        try stage.advance(to: time)
        return try stage.drawnPresentation()
    }
}
