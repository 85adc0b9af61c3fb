#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Glibc
import RenderPipeline

/// The commands a Swift scene's preview runs: loaderanim to compile the scene, then the
/// compiled program (loaderanim's command line linked with the scene) with the command
/// line's own options, in the environment SceneLauncher gives it.
struct SwiftSceneCommands: Sendable {
    /// `file` is the scene argument as the user gave it (a .swift file or a folder), which
    /// the program answers to; then the command line's --set, --width and --height.
    let base: SceneRequest
    let drawing: DrawingSettings
    let maxSeconds: Double
    /// The program's --max-memory in megabytes, which its crash line names.
    let maxMemory: Int
    /// The loaderanim that execed the server, which compiles.
    let loaderanim: String
    let environment: [String: String]

    /// The longest a command may run before the server stops it. The program stops a
    /// runaway in the scene's code itself after --max-seconds; this only keeps a child that
    /// hangs from holding a slot for ever.
    static let timeout = 120.0
    /// A compile (swiftc, cold) or a whole GIF may take longer.
    static let longTimeout = 600.0

    /// A scene compiled and run once with the command line's options.
    struct Build: Sendable {
        let program: String
        /// The scene's absolute folder, where its images are looked up.
        let directory: String
        /// The compile's own cache when the real one cannot be written: removed when replaced.
        let temporaryCache: String?
        let length: Double
        /// The images its layers show at its start and end, absolute.
        let images: [String]
    }

    /// What a command printed on stderr when it failed, and its exit code.
    struct Failure: Error {
        let text: String
        let exitCode: Int32

        /// A bad value (the command line's 64, 65 and 66) is the request's fault: 400, as
        /// for a Lua scene, whose last good version loads with the command line's values.
        var error: any Error {
            (64...66).contains(exitCode) ? BadRequest(line: text) : ProgramFailure(text: text)
        }
    }

    // MARK: Running

    /// The options after the command's own: the command line's --set then `parameters`,
    /// the canvas, the time limit, and the drawing options for a command that draws.
    func options(_ parameters: [String], drawing draws: Bool) -> [String] {
        var options = (base.parameters + parameters).flatMap { ["--set", $0] }
        for (flag, value) in [("--width", base.width), ("--height", base.height), ("--epoch", base.epoch)] {
            if let value { options += [flag, "\(value)"] }
        }
        options += ["--max-seconds", "\(maxSeconds)", "--max-memory", "\(maxMemory)"]
        guard draws else { return options }
        if let scale = drawing.scale { options += ["--scale", "\(scale)"] }
        if let background = drawing.background { options += ["--background", background] }
        return options + ["--max-pixels", "\(drawing.maxPixels)"]
    }

    /// `program` run with `arguments`, as SceneLauncher runs it: the scene it answers to,
    /// its folder, and a crash reported at once instead of a backtrace.
    func run(_ arguments: [String], program: Build, timeout: Double) async -> ProgramRun {
        await ProgramRun.run([program.program] + arguments, environment: environment(of: program), timeout: timeout)
    }

    /// The environment `program` runs in: the scene it answers to, its folder, and a crash
    /// reported at once instead of a backtrace.
    func environment(of program: Build) -> [String: String] {
        var environment = self.environment
        environment["LOADERANIM_SWIFT_SCENE"] = base.file
        environment["LOADERANIM_SWIFT_SCENE_DIR"] = program.directory
        environment["SWIFT_BACKTRACE"] = "enable=no"
        return environment
    }

    /// The command line's lines for a run that failed, and the exit code loaderanim gives it.
    func failure(of run: ProgramRun, timeout: Double) -> Failure {
        let code: Int32 = switch run.ending {
        case .exited(let code): code
        case .signaled, .timedOut, .flooded: 70
        case .notStarted: 71
        }
        return Failure(text: run.report(scene: base.file, timeout: timeout, maxMemory: maxMemory), exitCode: code)
    }

    // MARK: Building

    /// Compiles the files on disk and runs the program once (`length`), as a reload of a
    /// Lua script loads it: a scene that does not compile, or whose setup fails with the
    /// command line's options, is an error, and the last good program keeps serving.
    func build() async -> Result<Build, Failure> {
        struct Compiled: Decodable {
            let directory: String
            let program: String
            let temporaryCache: String?
        }
        let compile = await ProgramRun.run([loaderanim, "preview", base.file, "--compile-swift-scene"],
                                           environment: environment, timeout: Self.longTimeout)
        guard compile.ending == .exited(0) else { return .failure(failure(of: compile, timeout: Self.longTimeout)) }
        guard let compiled = try? JSONDecoder().decode(Compiled.self, from: Data(compile.output)) else {
            return .failure(Failure(text: "loaderanim: \(loaderanim) --compile-swift-scene printed no program", exitCode: 70))
        }
        let program = Build(program: compiled.program, directory: compiled.directory, temporaryCache: compiled.temporaryCache,
                            length: 0, images: [])
        async let atStart = images(program: program, at: 0)
        switch await length(program: program, parameters: []) {
        case .success(let length):
            let images = Set(await atStart).union(await images(program: program, at: length)).sorted()
            return .success(Build(program: program.program, directory: program.directory, temporaryCache: program.temporaryCache,
                                  length: length, images: images))
        case .failure(let failure):
            if let folder = compiled.temporaryCache { try? FileManager.default.removeItem(atPath: folder) }
            return .failure(failure)
        }
    }

    /// The scene's length with `parameters`: the "duration" `render --json` reports, from a
    /// render of one frame (at 0.001 fps) with the colors it least needs.
    func length(program: Build, parameters: [String]) async -> Result<Double, Failure> {
        struct Summary: Decodable { let duration: Double }
        let run = await run(["render", base.file, "--out", "-", "--quiet", "--json", "--fps", "0.001", "--colors", "2"]
            + options(parameters, drawing: true), program: program, timeout: Self.timeout)
        guard run.ending == .exited(0) else { return .failure(failure(of: run, timeout: Self.timeout)) }
        let last = run.errors.split(separator: "\n").last.map(String.init) ?? ""
        guard let summary = try? JSONDecoder().decode(Summary.self, from: Data(last.utf8)) else {
            return .failure(Failure(text: "loaderanim: \(base.file): render --json printed no summary", exitCode: 70))
        }
        return .success(summary.duration)
    }

    /// The images the layers show at `time` (from `inspect`), so that saving one reloads
    /// the page as for a Lua scene (the build asks at the start and at the end); none when
    /// it fails.
    func images(program: Build, at time: Double) async -> [String] {
        final class Layer: Decodable {
            struct Properties: Decodable { let contents: String? }
            let properties: Properties
            let sublayers: [Layer]
            let mask: Layer?
            var all: [Layer] { [self] + sublayers.flatMap(\.all) + (mask?.all ?? []) }
        }
        struct Tree: Decodable { let layers: [Layer] }
        let run = await run(["inspect", base.file, "--time", "\(time)"] + options([], drawing: false), program: program, timeout: Self.timeout)
        guard run.ending == .exited(0), let tree = try? JSONDecoder().decode(Tree.self, from: Data(run.output)) else { return [] }
        return tree.layers.flatMap(\.all).compactMap { $0.properties.contents }.filter { $0.hasPrefix("/") }
    }

    // MARK: Files

    /// The scene's .swift files (a folder's, hidden ones skipped, as loaderanim reads them),
    /// and with `withFolders` the folders too: a file added or removed changes its folder.
    func sourceFiles(withFolders: Bool) -> [String] {
        guard Self.isFolder(base.file) else { return [base.file] }
        var found: [String] = []
        func walk(_ folder: String, depth: Int) {
            if withFolders { found.append(folder) }
            guard depth < 16, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
            for name in names.sorted() where !name.hasPrefix(".") {
                let path = folder + "/" + name
                if Self.isFolder(path) { walk(path, depth: depth + 1) } else if name.hasSuffix(".swift") { found.append(path) }
            }
        }
        walk(base.file.hasSuffix("/") && base.file.count > 1 ? String(base.file.dropLast()) : base.file, depth: 0)
        return found
    }

    /// Each file's signature (see FileWatcher), empty for one that is not there.
    func signatures(_ files: [String]) -> [String: [Int]] {
        Dictionary(files.map { ($0, FileWatcher.signature($0) ?? []) }) { first, _ in first }
    }

    static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }
}
