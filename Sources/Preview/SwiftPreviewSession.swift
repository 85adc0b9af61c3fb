#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Dispatch
import Glibc
import RenderPipeline

/// A Swift scene's preview. Its code never runs in the server: loaderanim compiles it
/// (`loaderanim preview SCENE --compile-swift-scene`, at start and after each save), and
/// its compiled program answers each endpoint with what the command the README lists for
/// it prints, byte for byte; a crash, a runaway or a bad value is that command's stderr,
/// as a Lua script's error is its line:
///
///     /frame.png?t=T    PROGRAM frame SCENE --time T --out -     } a live program
///     /inspect.json?t=T PROGRAM inspect SCENE --time T           } (`LiveProgram`)
///     /params.json      PROGRAM params SCENE --json              } one run each
///     /timeline.json    PROGRAM timeline SCENE                   }
///     /render.gif       PROGRAM render SCENE --out - --quiet     }
///
/// each with the command line's --set, then the page's, and its other options. Frames and
/// inspections, the requests a designer makes by the hundred, go to programs kept running
/// (`PROGRAM serve SCENE ...`), one per set of the page's parameters, each stage stepping
/// forward from the last time asked; an earlier time goes to a fresh program started ahead
/// of need. A program that crashes, hangs or floods costs its one answer; the next request
/// starts another. The last program that compiled and ran keeps serving while the files
/// on disk fail.
actor SwiftPreviewSession: PreviewScene {
    let commands: SwiftSceneCommands
    private(set) var generation = 0
    /// What the command line prints for the files on disk, while they fail.
    private(set) var error: String?
    private var build: SwiftSceneCommands.Build
    /// The scene's .swift files and images, by signature, when it was last compiled.
    private var inputs: [String: [Int]]
    /// The live programs, by number.
    private var programs: [Int: Kept] = [:]
    private var started = 0
    /// Counts requests, for which program was used last.
    private var requests = 0

    /// A live program, with the page's parameters it plays with.
    private struct Kept {
        let program: LiveProgram
        let parameters: [String]
        let generation: Int
        /// The time its stage has played to; nil until its first answer.
        var time: Double?
        var busy = false
        var used = 0
    }

    /// Live programs kept at once: A and B, each with one playing and one fresh.
    static let maxPrograms = 4

    /// Compiles and runs the scene once: a failure stops `loaderanim preview` with the
    /// command line's lines and exit code, as a Lua script's does.
    init(commands: SwiftSceneCommands) async throws {
        self.commands = commands
        let sources = commands.signatures(commands.sourceFiles(withFolders: false))
        build = try await commands.build().get()
        inputs = sources.merging(commands.signatures(build.images)) { first, _ in first }
        _ = try? startProgram(parameters: [])
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
            for (number, kept) in programs where !kept.busy { stop(number) }
            _ = try? startProgram(parameters: [])
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
        try await live(["frame", base.file, "--time", "\(time)", "--out", "-"] + commands.options(parameters, drawing: true),
                       parameters: parameters, time: time)
    }

    func inspection(at time: Double, parameters: [String]) async throws -> String {
        String(decoding: try await live(["inspect", base.file, "--time", "\(time)"] + commands.options(parameters, drawing: false),
                                        parameters: parameters, time: time),
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

    // MARK: Live programs

    /// What a live program with `parameters` answers to `arguments` (a request for `time`):
    /// the one whose stage is latest but not past `time`, else a fresh one (and another
    /// fresh one started for the next time back).
    private func live(_ arguments: [String], parameters: [String], time: Double) async throws -> [UInt8] {
        var fresh = false, gone = 0
        while true {
            let number = try take(parameters: parameters, time: time, fresh: fresh)
            let program = programs[number]!.program
            let answer = await withCheckedContinuation { continuation in
                DispatchQueue.global().async {
                    ProgramRun.slots.wait()
                    defer { ProgramRun.slots.signal() }
                    continuation.resume(returning: program.ask(arguments, timeout: SwiftSceneCommands.timeout))
                }
            }
            release(number, time: time, answer: answer)
            switch answer {
            case .output(let bytes): return bytes
            case .failed(let code, let line): throw SwiftSceneCommands.Failure(text: line, exitCode: code).error
            case .rewind where !fresh: fresh = true
            case .rewind: throw ProgramFailure(text: "loaderanim: \(base.file): a fresh program would not play to \(time) s")
            case .gone where gone == 0: gone += 1
            case .ended(let run), .gone(let run): throw commands.failure(of: run, timeout: SwiftSceneCommands.timeout).error
            }
        }
    }

    /// The program for a request, marked busy.
    private func take(parameters: [String], time: Double, fresh: Bool) throws -> Int {
        requests += 1
        for (number, kept) in programs where !kept.busy && kept.program.gone != nil { programs[number] = nil }
        let idle = programs.filter { !$0.value.busy && $0.value.generation == generation && $0.value.parameters == parameters }
        let playing = idle.filter { $0.value.time.map { $0 <= time } ?? false }.max { $0.value.time! < $1.value.time! }
        let number: Int
        if !fresh, let playing {
            number = playing.key
        } else {
            let spare = idle.first { $0.value.time == nil }?.key
            number = try spare ?? startProgram(parameters: parameters)
            if spare != nil { _ = try? startProgram(parameters: parameters) }  // the next one back
        }
        programs[number]!.busy = true
        programs[number]!.used = requests
        // The least recently used idle ones go first.
        for (old, _) in programs.filter({ !$0.value.busy }).sorted(by: { $0.value.used < $1.value.used })
            .prefix(max(0, programs.count - Self.maxPrograms)) { stop(old) }
        return number
    }

    private func release(_ number: Int, time: Double, answer: LiveProgram.Answer) {
        guard var kept = programs[number] else { return }
        kept.busy = false
        switch answer {
        case .ended, .gone:
            programs[number] = nil
            return
        case .output:
            kept.time = max(kept.time ?? time, time)
        case .failed(let code, _) where code != 64:
            stop(number)  // its stage may have stopped half-way
            return
        case .failed, .rewind:
            break
        }
        programs[number] = kept
        if kept.generation != generation { stop(number) }
    }

    /// Starts a program with `parameters`, which runs the scene's setup at once.
    @discardableResult
    private func startProgram(parameters: [String]) throws -> Int {
        switch LiveProgram.start([build.program, "serve", base.file] + commands.options(parameters, drawing: true),
                                 environment: commands.environment(of: build)) {
        case .success(let program):
            started += 1
            programs[started] = Kept(program: program, parameters: parameters, generation: generation, used: requests)
            return started
        case .failure(let failure):
            throw commands.failure(of: failure.run, timeout: SwiftSceneCommands.timeout).error
        }
    }

    /// Stops an idle program, off the actor.
    private func stop(_ number: Int) {
        guard let kept = programs.removeValue(forKey: number) else { return }
        DispatchQueue.global().async { kept.program.stop() }
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
