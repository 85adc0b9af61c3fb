/// The presentation tree at any time, from a stage that can be built afresh: asking for
/// increasing times advances one stage; asking for an earlier time builds a new stage
/// and replays from 0, so every time gives the same answer whatever was asked before.
public struct Playback {
    private let build: () throws -> Stage
    private var stage: Stage

    /// `build` sets a scene up at time 0 (the scene script's first run). It is called
    /// again, from scratch, for every replay; it must not depend on anything else.
    public init(build: @escaping () throws -> Stage) throws {
        self.build = build
        self.stage = try build()
    }

    /// The presentation tree at `time`, with what the layers' draw functions drew.
    public mutating func presentation(at time: Double) throws -> PresentationTree {
        if time < stage.now { stage = try build() }
        try stage.advance(to: time)
        return try stage.drawnPresentation()
    }
}
