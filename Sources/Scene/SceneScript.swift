#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Glibc
import Layers

/// Takes each line a script prints (its arguments joined by tabs, without the newline). It
/// may be called from whichever thread runs the script, so it must be safe to share.
public typealias ScriptPrinter = @Sendable (String) -> Void

/// The printer that writes each line to standard error, where the command line shows it.
public let standardErrorPrinter: ScriptPrinter = { line in
    var text = line + "\n"
    text.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
}

/// A scene script, loaded: its settings and parameters (with the overrides applied), and
/// a way to build its stage afresh, as often as a replay needs.
public struct SceneScript: Sendable {
    /// The path as given; errors name it.
    public let file: String
    public let source: String
    /// Where the script's relative image paths point (see `init(file:source:directory:)`).
    public let directory: String?
    public let overrides: SceneOverrides
    public let limits: ScriptLimits
    public let settings: SceneSettings
    public let parameters: [SceneParameter]
    /// Where the script's `print` lines go: each run of the script (the first load, every
    /// replay) prints again, so a caller that shows them may see a line more than once.
    public let printer: ScriptPrinter
    /// The warnings its runs have given (each is given once, not once per run).
    let warnings: ScriptWarnings

    /// Reads and runs the script once, to learn its settings and parameters and to check
    /// the overrides.
    public init(file: String, overrides: SceneOverrides = SceneOverrides(), limits: ScriptLimits = .default,
                printer: @escaping ScriptPrinter = standardErrorPrinter) throws(SceneError) {
        try self.init(file: file, source: try Self.source(ofFile: file), overrides: overrides, limits: limits, printer: printer)
    }

    /// A file's bytes, nil when it cannot be read; an empty one without FileManager's
    /// `contents(atPath:)`, which leaks the 4 KB buffer it reads it with (swift-foundation).
    static func contents(atPath path: String) -> Data? {
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size == 0, access(path, R_OK) == 0 { return Data() }
        return FileManager.default.contents(atPath: path)
    }

    /// The text of the script at `file`.
    static func source(ofFile file: String) throws(SceneError) -> String {
        guard let data = contents(atPath: file) else {
            throw SceneError(file: file, message: "cannot read the scene script (no such file, or not readable)", missingFile: file)
        }
        guard let source = String(data: data, encoding: .utf8) else {
            throw SceneError(file: file, message: "the scene script is not UTF-8 text")
        }
        return source
    }

    /// A script already in memory; `file` names it in errors. Its relative image paths
    /// resolve beside `file`, or against `directory` when given: a folder, or a prefix
    /// ending in ":" that is simply put in front ("builtin:" for the scenes built into the
    /// program, whose images the renderer's ImageCache reads from memory).
    public init(file: String, source: String, directory: String? = nil, overrides: SceneOverrides = SceneOverrides(),
                limits: ScriptLimits = .default, printer: @escaping ScriptPrinter = standardErrorPrinter,
                warnings: ScriptWarnings = ScriptWarnings()) throws(SceneError) {
        self.file = file
        self.warnings = warnings
        self.source = source
        self.directory = directory
        self.overrides = overrides
        self.limits = limits
        self.printer = printer
        let runtime = try ScriptRuntime(file: file, directory: directory, overrides: overrides, limits: limits, printer: printer,
                                        warnings: warnings)
        _ = try runtime.run(source: source)
        settings = runtime.settings!
        parameters = runtime.parameters
    }

    /// Only the settings (`list` wants the title): the script runs up to its `scene { ... }`
    /// and no further, so a problem after it goes unnoticed (`validate` finds it).
    /// `source` nil reads `file`.
    public static func settings(file: String, source: String? = nil, directory: String? = nil) throws(SceneError) -> SceneSettings {
        let source = if let source { source } else { try Self.source(ofFile: file) }
        let runtime = try ScriptRuntime(file: file, directory: directory, overrides: SceneOverrides(), limits: .default,
                                        printer: { _ in })
        runtime.stopsAtScene = true
        do {
            _ = try runtime.run(source: source)
        } catch {
            guard let settings = runtime.settings else { throw error }
            return settings
        }
        return runtime.settings!
    }

    /// Runs the script from the start on a new stage: the scene at time 0.
    public func makeStage() throws(SceneError) -> Stage {
        let runtime = try ScriptRuntime(file: file, directory: directory, overrides: overrides, limits: limits, printer: printer,
                                        warnings: warnings)
        return try runtime.run(source: source)
    }

}

extension SceneScript {
    /// How far ahead `.untilDone` looks for the end before it calls a scene endless.
    public static let endSearchHorizon = 600.0

    /// The scene's length in seconds: its duration; or the seamless period (the least
    /// common multiple of what repeats forever, to the millisecond); or until its last
    /// finite animation and callback are done, plus its hold.
    public func length() throws -> Double {
        switch settings.length {
        case .seconds(let seconds):
            return seconds
        case .loop:
            let stage = try makeStage()
            try stage.advance(to: 0)
            return try Self.seamlessPeriod(stage.repeatingPeriods(), file: file)
        case .untilDone:
            let stage = try makeStage()
            guard let end = try stage.runToEnd(horizon: Self.endSearchHorizon) else {
                throw SceneError(file: file, message: "the scene never ends (something repeats forever or keeps "
                    + "scheduling itself); give scene { duration = ... } or duration = loop(), or --duration")
            }
            return end + settings.hold
        }
    }

    /// The least common multiple of `periods`, each a whole number of milliseconds.
    public static func seamlessPeriod(_ periods: [Double], file: String) throws(SceneError) -> Double {
        guard !periods.isEmpty else {
            throw SceneError(file: file, message: "duration = loop() needs an animation that repeats forever at time 0")
        }
        func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
        var result = 1
        for period in periods {
            let milliseconds = (period * 1000).rounded()
            guard milliseconds <= 3_600_000 else {
                throw SceneError(file: file, message: "duration = loop(): the period \(period) s is longer than an hour; give a duration")
            }
            guard milliseconds >= 1, abs(period * 1000 - milliseconds) < 1e-6 else {
                throw SceneError(file: file, message: "duration = loop(): the period \(period) s is not a whole number "
                    + "of milliseconds, so the scene has no exact seamless length; give a duration")
            }
            let m = Int(milliseconds)
            let (product, overflow) = (result / gcd(result, m)).multipliedReportingOverflow(by: m)
            guard !overflow, product <= 3_600_000 else {
                throw SceneError(file: file, message: "duration = loop(): the periods \(periods) only line up after more "
                    + "than an hour; give a duration")
            }
            result = product
        }
        return Double(result) / 1000
    }

    /// `loaderanim validate`: loads the script with the overrides, checks every parameter,
    /// runs its timeline to its end, calling the draw functions at 0 and at the end (their
    /// recordings, not pixels: a bad context call or a refusal inside one, such as a blend
    /// mode cairo cannot draw, fails there), and returns every problem found (each bad
    /// `--set`, then the first error that stops the script); empty when all is well.
    public static func validate(file: String, overrides: SceneOverrides = SceneOverrides(),
                                limits: ScriptLimits = .default, printer: @escaping ScriptPrinter = standardErrorPrinter) -> [SceneError] {
        guard let data = contents(atPath: file), let source = String(data: data, encoding: .utf8) else {
            return [SceneError(file: file, message: "cannot read the scene script (no such file, not readable, or not UTF-8)",
                               missingFile: FileManager.default.fileExists(atPath: file) ? nil : file)]
        }
        return validate(file: file, source: source, overrides: overrides, limits: limits, printer: printer)
    }

    /// `validate` for a script already in memory (see `init(file:source:directory:)`).
    public static func validate(file: String, source: String, directory: String? = nil, overrides: SceneOverrides = SceneOverrides(),
                                limits: ScriptLimits = .default, printer: @escaping ScriptPrinter = standardErrorPrinter) -> [SceneError] {
        var runtime: ScriptRuntime?
        let warnings = ScriptWarnings()
        do {
            runtime = try ScriptRuntime(file: file, directory: directory, overrides: overrides, limits: limits, printer: printer,
                                        warnings: warnings)
            _ = try runtime!.run(source: source)
            let script = try SceneScript(file: file, source: source, directory: directory, overrides: overrides, limits: limits,
                                         printer: printer, warnings: warnings)
            let end = try script.length()
            let stage = try script.makeStage()
            for time in [0, end] {
                try stage.advance(to: time)
                _ = try stage.drawnPresentation()
            }
            return []
        } catch {
            let problems = runtime?.parameterProblems ?? []
            let failure = (error as? SceneError) ?? SceneError(file: file, message: "\(error)")
            return problems + (problems.contains(failure) ? [] : [failure])
        }
    }
}
