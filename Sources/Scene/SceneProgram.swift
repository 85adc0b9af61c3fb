import Layers

/// A scene ready to play, whichever front end built it: a Lua script (`SceneScript`), or a
/// Swift scene's compiled program running in this process (see docs/swift-scenes.md). The
/// render pipeline sees only this.
public protocol SceneProgram: Sendable {
    /// What errors name: the script's or the Swift scene's path.
    var file: String { get }
    var settings: SceneSettings { get }
    var parameters: [SceneParameter] { get }
    /// Whether `makeStage` can build the scene afresh again and again. A Lua script can;
    /// a Swift scene's top-level code runs once per process, so its one stage only plays
    /// forward, and whoever needs an earlier time keeps what it drew instead.
    var isReplayable: Bool { get }
    /// The scene at time 0 on a new stage.
    func makeStage() throws -> Stage
    /// The scene's length in seconds (see `SceneScript.length()`).
    func length() throws -> Double
    /// Problems with the command line's overrides found while the scene was built (a Lua
    /// script throws them instead, so it has none).
    var problems: [SceneError] { get }
    /// The `#Preview`s a Swift scene's files hold ("Name" (line 12), line 30), which
    /// `--preview` picks from; none for a Lua scene.
    var previews: [String] { get }
}

extension SceneProgram {
    public var previews: [String] { [] }

    /// A playback of the scene: its presentation tree at any time (forward only unless
    /// `isReplayable`).
    public func playback() throws -> Playback {
        try Playback { try makeStage() }
    }
}

extension SceneScript: SceneProgram {
    public var isReplayable: Bool { true }
    public var problems: [SceneError] { [] }
}

extension SceneParameter {
    /// A parameter a front end other than Lua declares (the Swift scenes' `param`).
    public init(name: String, type: ParameterType, defaultValue: ParameterValue, help: String) {
        self.init(name: name, type: type, defaultValue: defaultValue, value: defaultValue, help: help)
    }

    /// `--set` text for this parameter, parsed by its type and checked; the error names `file`.
    public func parsedOverride(_ text: String, file: String, directory: String) throws(SceneError) -> ParameterValue {
        do { return try parse(text, relativeTo: directory) } catch let error as ScriptError {
            throw SceneError(file: file, message: error.message, missingFile: error.missingFile)
        } catch {
            throw SceneError(file: file, message: "\(error)")
        }
    }
}
