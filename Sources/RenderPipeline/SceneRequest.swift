#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Layers
import Scene

/// A scene to load and what to change in it: the options every command that runs a scene
/// takes. Finding the file (a name or a path) is the front end's job; this starts from it.
public struct SceneRequest: Sendable {
    /// The name the scene is shown by (in summaries and JSON).
    public var name: String
    /// The script's path; errors name it, and images resolve beside it.
    public var file: String
    /// The script's text when it is not read from `file` (a scene built into the binary).
    public var source: String?
    /// Where relative image paths point, when not beside `file` ("builtin:" for a built-in).
    public var directory: String?
    /// `name=value` assignments, as `--set` takes them; the last of a name wins.
    public var parameters: [String]
    /// The canvas in points, overriding the scene's.
    public var width: Double?
    public var height: Double?
    /// The wall clock at scene time 0, seconds since 1970 (`--epoch`).
    public var epoch: Double?
    /// The display's refresh rate display links fire at (`--display-hz`).
    public var displayRate: Double?
    /// Lua instructions the body and each callback may run.
    public var maxInstructions: Int
    /// Megabytes of memory the script may use.
    public var maxMemory: Int

    public init(name: String, file: String, source: String? = nil, directory: String? = nil, parameters: [String] = [], width: Double? = nil,
                height: Double? = nil, epoch: Double? = nil, maxInstructions: Int = ScriptLimits.default.instructions,
                maxMemory: Int = ScriptLimits.default.memory >> 20) {
        self.name = name
        self.file = file
        self.source = source
        self.directory = directory
        self.parameters = parameters
        self.width = width
        self.height = height
        self.epoch = epoch
        self.maxInstructions = maxInstructions
        self.maxMemory = maxMemory
    }

    /// What is wrong with a `--display-hz`, if anything: displays refresh 1 to 240 times a second.
    public static func displayRateProblem(_ rate: Double?) -> String? {
        guard let rate, !(rate.isFinite && rate >= 1 && rate <= 240) else { return nil }
        return "--display-hz must be a refresh rate from 1 to 240 (60 is an iPhone's, 120 ProMotion's), not \(rate)"
    }

    /// Checks the options, then loads the script with them; `printer` receives what the
    /// script prints, on every run of it.
    public func load(printer: @escaping ScriptPrinter = standardErrorPrinter) throws -> LoadedScene {
        let overrides = try Self.overrides(parameters)
        for (name, value) in [("width", width), ("height", height)] {
            if let value, !(value.isFinite && value > 0) {
                throw RenderError.invalidOption("--\(name) must be a positive number, not \(value)")
            }
        }
        if let epoch, !epoch.isFinite { throw RenderError.invalidOption("--epoch must be a finite number of seconds, not \(epoch)") }
        if let problem = Self.displayRateProblem(displayRate) { throw RenderError.invalidOption(problem) }
        let sceneOverrides = SceneOverrides(parameters: overrides, width: width, height: height, epoch: epoch,
                                            displayRate: displayRate)
        let limits = try self.limits()
        let script = try source.map { try SceneScript(file: file, source: $0, directory: directory, overrides: sceneOverrides, limits: limits, printer: printer) }
            ?? SceneScript(file: file, overrides: sceneOverrides, limits: limits, printer: printer)
        return LoadedScene(name: name, program: script)
    }

    /// The script limits, or an error for a count out of range.
    public func limits() throws(RenderError) -> ScriptLimits {
        try Self.limits(maxInstructions: maxInstructions, maxMemory: maxMemory)
    }

    /// `maxMemory` is in megabytes.
    public static func limits(maxInstructions: Int, maxMemory: Int) throws(RenderError) -> ScriptLimits {
        guard maxInstructions > 0 else { throw .invalidOption("--max-instructions must be at least 1, not \(maxInstructions)") }
        guard (1...(1 << 20)).contains(maxMemory) else { throw .invalidOption("--max-memory must be 1 to 1048576 MB, not \(maxMemory)") }
        return ScriptLimits(instructions: maxInstructions, memory: maxMemory << 20)
    }

    /// `name=value` assignments by name, the last of a name winning.
    public static func overrides(_ assignments: [String]) throws(RenderError) -> [String: String] {
        var overrides: [String: String] = [:]
        for assignment in assignments {
            guard let equals = assignment.firstIndex(of: "="), equals != assignment.startIndex else {
                throw .invalidOption("--set \(assignment): write --set name=value")
            }
            overrides[String(assignment[..<equals])] = String(assignment[assignment.index(after: equals)...])
        }
        return overrides
    }
}

/// A scene loaded with its overrides, and the name it is shown by.
public struct LoadedScene: Sendable {
    public let name: String
    public let program: any SceneProgram
    /// The scene kept playing between requests, when it is (`loaderanim serve`); else each
    /// request plays it from 0.
    public let player: ScenePlayer?

    public init(name: String, program: any SceneProgram, player: ScenePlayer? = nil) {
        self.name = name
        self.program = program
        self.player = player
    }

    /// The presentation tree at each time, in the order asked. One playback visits the
    /// times in increasing order, so a scene that only plays forward answers too.
    public func trees(at times: [Double]) throws -> [PresentationTree] {
        if let player { return try player.trees(at: times) }
        var playback = try program.playback()
        var trees: [Double: PresentationTree] = [:]
        for time in Set(times).sorted() { trees[time] = try playback.presentation(at: time) }
        return times.map { trees[$0]! }
    }

    /// The scene's length, or `override` (--duration).
    public func length(override: Double?) throws -> Double {
        if let override {
            guard override.isFinite, override > 0 else {
                throw RenderError.invalidOption("--duration must be a positive number of seconds, not \(override)")
            }
            return override
        }
        return try program.length()
    }
}

/// A time argument ("--time 1.5"), checked.
public func checkedTime(_ time: Double, _ name: String) throws(RenderError) -> Double {
    guard time.isFinite, time >= 0 else { throw .invalidOption("--\(name) must be a time in seconds >= 0, not \(time)") }
    return time
}
