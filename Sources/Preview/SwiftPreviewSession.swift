#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Glibc
import RenderPipeline

/// A Swift scene's preview. Its code never runs in the server: loaderanim compiles it
/// (`loaderanim preview SCENE --compile-swift-scene`, at start and after each save), and
/// each endpoint is one run of the compiled program with the command the README lists
/// for it, so the answer is that command's stdout byte for byte, and a crash, a runaway
/// or a bad value is that command's stderr, as a Lua script's error is its line:
///
///     /frame.png?t=T    PROGRAM frame SCENE --time T --out -
///     /inspect.json?t=T PROGRAM inspect SCENE --time T
///     /params.json      PROGRAM params SCENE --json
///     /render.gif       PROGRAM render SCENE --out - --quiet
///
/// each with the command line's --set, then the page's, and its other options. The
/// last program that compiled and ran keeps serving while the files on disk fail.
actor SwiftPreviewSession: PreviewScene {
    let commands: SwiftSceneCommands
    private(set) var generation = 0
    /// What the command line prints for the files on disk, while they fail.
    private(set) var error: String?
    private var build: SwiftSceneCommands.Build
    /// The scene's .swift files and images, by signature, when it was last compiled.
    private var inputs: [String: [Int]]

    /// Compiles and runs the scene once: a failure stops `loaderanim preview` with the
    /// command line's lines and exit code, as a Lua script's does.
    init(commands: SwiftSceneCommands) async throws {
        self.commands = commands
        let sources = commands.signatures(commands.sourceFiles(withFolders: false))
        build = try await commands.build().get()
        inputs = sources.merging(commands.signatures(build.images)) { first, _ in first }
    }

    var base: SceneRequest { commands.base }

    // MARK: Reloading

    /// After a change the watcher saw: nil when no .swift file and no image changed (a
    /// folder's listing changes for an editor's swap file too); else compiles and runs the
    /// files on disk: a new generation, or their error with the last good program kept.
    func reloadAfterChange() async -> (generation: Int, error: String?)? {
        // Read before the compile: a save during it is seen next time.
        let sources = commands.signatures(commands.sourceFiles(withFolders: false))
        let now = sources.merging(commands.signatures(build.images)) { first, _ in first }
        guard now != inputs else { return nil }
        inputs = now
        switch await commands.build() {
        case .success(let next):
            if let folder = build.temporaryCache, folder != next.temporaryCache { try? FileManager.default.removeItem(atPath: folder) }
            build = next
            inputs = sources.merging(commands.signatures(next.images)) { first, _ in first }
            error = nil
            generation += 1
            return (generation, nil)
        case .failure(let failure):
            error = failure.text
            return (generation, error)
        }
    }

    /// The .swift files (and a folder's folders, so that a new file is seen), and the
    /// images the last good program shows at its start and end.
    func watchedFiles() -> [String] {
        commands.sourceFiles(withFolders: true) + build.images
    }

    // MARK: What the endpoints answer

    func frame(at time: Double, parameters: [String]) async throws -> [UInt8] {
        try await answer(["frame", base.file, "--time", "\(time)", "--out", "-"] + commands.options(parameters, drawing: true))
    }

    func inspection(at time: Double, parameters: [String]) async throws -> String {
        String(decoding: try await answer(["inspect", base.file, "--time", "\(time)"] + commands.options(parameters, drawing: false)),
               as: UTF8.self)
    }

    func parameters(_ parameters: [String]) async throws -> String {
        String(decoding: try await answer(["params", base.file, "--json"] + commands.options(parameters, drawing: false)), as: UTF8.self)
    }

    func gif(parameters: [String]) async throws -> [UInt8] {
        try await answer(["render", base.file, "--out", "-", "--quiet"] + commands.options(parameters, drawing: true), timeout: 600)
    }

    /// Every animation the scene adds over its length: the program's `timeline`, the same
    /// JSON as a Lua scene's (RenderPipeline's Timeline, in the scene's own process).
    func timeline(parameters: [String]) async throws -> String {
        String(decoding: try await answer(["timeline", base.file] + commands.options(parameters, drawing: false)), as: UTF8.self)
    }

    func status() -> String {
        PreviewSession.status(base: base, drawing: commands.drawing, generation: generation, error: error)
    }

    /// The program's stdout for `arguments`, or its stderr as the error (a bad request for
    /// the exit codes of a bad value).
    private func answer(_ arguments: [String], timeout: Double = SwiftSceneCommands.timeout) async throws -> [UInt8] {
        let run = await commands.run(arguments, program: build, timeout: timeout)
        guard run.ending == .exited(0) else { throw commands.failure(of: run, timeout: timeout).error }
        return run.output
    }
}

/// A failed answer that is not the request's fault (a crash, a time limit): 500 with the
/// command line's lines.
struct ProgramFailure: Error {
    let text: String
}

/// `loaderanim preview` could not start: the command line's lines (each "loaderanim: ...")
/// and its exit code.
public struct PreviewStartFailure: Error {
    public let text: String
    public let exitCode: Int32
}
