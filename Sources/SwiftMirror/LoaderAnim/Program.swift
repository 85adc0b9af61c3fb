@_spi(LoaderAnim) import LAUIKit
@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics
import Animation
import Glibc
import Layers
@_implementationOnly import LoaderAnimCLI
@_implementationOnly import Scene

/// The hand-over between a Swift scene's code and loaderanim, which the source pass puts
/// around main.swift (docs/swift-scenes.md, "Compiling, caching, running"):
///
///     _LoaderAnimProgram.begin()   reads the command line (--set, --width, --fps, ...),
///                                  starts the clock on the scene's setup
///     <the scene's top-level code> scene(...), param(...), views, layers, animations
///     _LoaderAnimProgram.run()     runs loaderanim's command line over the stage it built
public enum _LoaderAnimProgram {
    public static func begin() {
        ProgramState.shared.begin()
    }

    public static func run() -> Never {
        ProgramState.shared.run()
    }
}

/// What the scene's program knows between begin() and run(): the command line's overrides,
/// the settings and parameters declared, and the stage.
final class ProgramState {
    nonisolated(unsafe) static let shared = ProgramState()

    private(set) var file = ""
    private(set) var options = CommandLineEntry.SceneCommandOptions()
    private(set) var settings: SceneSettings?
    private(set) var parameters: [SceneParameter] = []
    private(set) var problems: [SceneError] = []
    private var stage: Stage?
    /// The previews, classes and `--view` the source pass handed over (Entries.swift).
    var entries = SceneEntries()
    /// The canvas, kept as UIKit keeps its windows: the views on it live as long as the scene.
    private var canvas: SceneCanvas?
    /// A scene started from an entry has no duration of its own: until done, or its loop
    /// when something repeats forever, as Xcode's canvas plays it.
    var automaticLength = false

    func begin() {
        CommandLineEntry.separateSceneOutput()
        let environment = LAQuartzCore.ProcessInfo.processInfo.environment
        file = environment["LOADERANIM_SWIFT_SCENE"] ?? CommandLine.arguments.first ?? "scene"
        options = CommandLineEntry.sceneCommandOptions(CommandLine.arguments)
        // The scene's code may allocate without bound: past --max-memory an allocation fails,
        // the runtime stops the program, and loaderanim says it ran out of memory. (A
        // sanitizer's shadow memory counts as data, so an instrumented build goes unlimited.)
        if environment["LOADERANIM_SWIFT_SANITIZE", default: ""].isEmpty {
            var limit = rlimit()
            getrlimit(__rlimit_resource_t(RLIMIT_DATA.rawValue), &limit)
            limit.rlim_cur = min(rlim_t(options.maxMemory) << 20, limit.rlim_max)
            setrlimit(__rlimit_resource_t(RLIMIT_DATA.rawValue), &limit)
        }
        SceneHost.codeTimeLimit = options.maxSeconds
        // The seed of arc4random_uniform and its kin, as the Lua front end seeds random().
        SceneHost.randomSeed = { [self] in
            SeededGenerator.seed(override: options.parameters["seed"], parameter: parameters.first { $0.name == "seed" }?.value.number)
        }
        SceneHost.armTimeLimit(phase: "in its setup (top-level code)")
    }

    func declareScene(title: String, summary: String, width: Double, height: Double, background: UIColor?, scale: Double,
                      duration: SceneLength, fps: Double?, hold: Double) -> SceneCanvas {
        guard settings == nil else { MirrorDiagnostics.fail("scene(...) can only be called once") }
        let width = options.width ?? width, height = options.height ?? height
        for (name, value) in [("width", width), ("height", height), ("scale", scale)] where !(value.isFinite && value > 0) {
            MirrorDiagnostics.fail("scene(\(name): \(value)): \(name) must be a number greater than 0")
        }
        if let fps, !(fps.isFinite && fps > 0 && fps <= 50) {
            MirrorDiagnostics.fail("scene(fps: \(fps)): fps lies in 0 < fps <= 50 (GIF delays are whole centiseconds)")
        }
        guard hold.isFinite, hold >= 0 else { MirrorDiagnostics.fail("scene(hold: \(hold)): hold must be >= 0") }
        var settings = SceneSettings(width: width, height: height)
        settings.title = title
        settings.summary = summary
        settings.background = background?.engineColor
        settings.scale = scale
        settings.fps = fps
        settings.hold = hold
        switch duration.kind {
        case .seconds(let seconds):
            guard seconds.isFinite, seconds > 0 else { MirrorDiagnostics.fail("scene(duration: \(seconds)): a duration is > 0 seconds") }
            settings.length = .seconds(seconds)
        case .untilDone: settings.length = .untilDone
        case .loop: settings.length = .loop
        }
        self.settings = settings
        let stage = Stage(width: width, height: height)
        stage.displayRate = options.displayRate ?? Stage.defaultDisplayRate
        stage.epoch = options.epoch ?? Stage.referenceEpoch
        self.stage = stage
        SceneHost.stage = stage
        UIScreen.main.scale = CGFloat(options.scale ?? scale)
        UIScreen.main.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        let canvas = SceneCanvas(view: UIWindow(rootOf: stage))
        self.canvas = canvas
        return canvas
    }

    func declare(_ name: String, _ type: ParameterType, _ defaultValue: ParameterValue, _ help: String,
                 min: Double? = nil, max: Double? = nil, choices: [String]? = nil) -> ParameterValue {
        let isWord = name.first.map { $0 == "_" || $0.isLetter } == true && name.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
        guard isWord, name.allSatisfy(\.isASCII) else { MirrorDiagnostics.fail("param(\"\(name)\", ...): a parameter's name is a word (letters, digits, _)") }
        guard !parameters.contains(where: { $0.name == name }) else { MirrorDiagnostics.fail("param(\"\(name)\", ...) is declared twice") }
        var parameter = SceneParameter(name: name, type: type, defaultValue: defaultValue, help: help)
        parameter.minimum = min
        parameter.maximum = max
        parameter.choices = choices
        Self.checkDefault(defaultValue, of: name, min: min, max: max, choices: choices)
        if let text = options.parameters[name] {
            do {
                parameter.value = try parameter.parsedOverride(text, file: file, directory: FileManager.default.currentDirectoryPath)
            } catch {
                problems.append(error)
            }
        }
        parameters.append(parameter)
        return parameter.value
    }

    /// A default outside its own min, max or choices is the scene's mistake, as in Lua.
    static func checkDefault(_ value: ParameterValue, of name: String, min: Double?, max: Double?, choices: [String]?) {
        switch value {
        case .number(let number):
            if let min, number < min { MirrorDiagnostics.fail("param(\"\(name)\", ...): the default \(value) is below min \(min)") }
            if let max, number > max { MirrorDiagnostics.fail("param(\"\(name)\", ...): the default \(value) is above max \(max)") }
        case .text(let text):
            if let choices, !choices.contains(text) {
                MirrorDiagnostics.fail("param(\"\(name)\", ...): the default \"\(text)\" is not one of \(choices.joined(separator: ", "))")
            }
        case .array(let items):
            for item in items { checkDefault(item, of: name, min: min, max: max, choices: choices) }
        case .boolean, .point:
            break
        }
    }

    static func color(_ value: ParameterValue) -> UIColor? {
        guard case .text(let text) = value, let color = try? Color(parsing: text) else { return nil }
        return UIColor(engineColor: color)
    }

    /// A preview's canvas, once its content has a size.
    func resize(width: Double, height: Double) {
        settings?.width = width
        settings?.height = height
    }

    func run() -> Never {
        if settings == nil {
            startFromEntries()
        } else if let name = options.preview {
            MirrorDiagnostics.fail("--preview \(name): this scene's top-level code calls scene(...) itself; --preview picks "
                + "among the #Previews of files without such code")
        }
        SceneHost.disarmTimeLimit()
        SceneHost.endTurn()
        guard let settings, let stage else {
            MirrorDiagnostics.fail("the scene never called scene(title:width:height:...): call it once in main.swift's top-level code")
        }
        if let unknown = options.parameters.keys.sorted().first(where: { name in !parameters.contains { $0.name == name } }) {
            let known = parameters.map(\.name).joined(separator: ", ")
            problems.append(SceneError(file: file, message: "--set \(unknown): this scene has no parameter \(unknown); "
                + (known.isEmpty ? "it has none" : "its parameters are: \(known)")))
        }
        CommandLineEntry.run(program: SwiftSceneProgram(file: file, settings: settings, parameters: parameters, problems: problems,
                                                       stage: stage, automaticLength: automaticLength,
                                                       previews: entries.previews.map(\.label)))
    }
}
