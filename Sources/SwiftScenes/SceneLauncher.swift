#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Glibc

/// Runs a Swift scene: compiles it (or finds it in the cache), then runs its program in a
/// child process with loaderanim's own command line, so that a crash or a runaway in the
/// scene's code costs an exit code, never loaderanim (or the preview server) itself.
///
///     loaderanim render X.swift --out x.gif
///       └─ compile (cache hit: nothing) ─▶ <cache>/swift/<key>/scene render X.swift --out x.gif
///                                            (user code, then the same CLI over the same engine)
public struct SceneLauncher {
    /// The variable that tells a scene's program which scene argument is itself.
    public static let sceneVariable = "LOADERANIM_SWIFT_SCENE"
    /// The absolute folder of the scene's files, where its images are looked up.
    public static let directoryVariable = "LOADERANIM_SWIFT_SCENE_DIR"
    /// Exit code for a scene that crashed or ran past a limit (EX_SOFTWARE).
    public static let crashCode: Int32 = 70
    /// Bytes a scene may print (its `print` and standard error, passed through) before it is
    /// stopped: a loader's debugging lines fit many times over, a print in an endless loop
    /// does not.
    public static let maxOutput = 1 << 20
    /// Megabytes a scene's program may use unless --max-memory says: the engine, its frames
    /// and the scene's own code, far more than a Lua script's heap.
    public static let defaultMaxMemory = 4096

    public let executable: String
    public let environment: [String: String]
    public let version: String
    /// Where the lines loaderanim prints go (stderr at the command line).
    public let report: (String) -> Void

    public init(executable: String, version: String, environment: [String: String]? = nil,
                report: @escaping (String) -> Void) {
        self.executable = executable
        self.version = version
        self.environment = environment ?? ProcessInfo.processInfo.environment
        self.report = report
    }

    /// The compiled program for `argument`, compiling it if needed; the temporary cache to
    /// remove afterwards, if one was used.
    public func compile(_ argument: String, view: String? = nil) throws(SwiftSceneError)
        -> (program: String, directory: String, temporaryCache: String?, files: [SwiftSceneSource.File]) {
        let scene = try SwiftSceneSource(argument: argument, view: view)
        let (cache, note) = CompileCache.open(environment: environment)
        if let note { report(note) }
        do {
            let compiler = SceneCompiler(toolchain: try Toolchain.locate(environment: environment, cache: cache),
                                         kit: try SceneKit.locate(executable: executable, environment: environment),
                                         cache: cache, loaderanimVersion: version)
            let directory = scene.directory.hasPrefix("/") ? scene.directory
                : FileManager.default.currentDirectoryPath + "/" + scene.directory
            return (try compiler.program(for: scene, environment: environment).path, directory, cache.isTemporary ? cache.root : nil,
                    scene.files)
        } catch {
            if cache.isTemporary { try? FileManager.default.removeItem(atPath: cache.root) }
            throw error
        }
    }

    /// Compiles `argument` and runs its program with `arguments` (loaderanim's own, the
    /// scene among them; `maxMemory` is their --max-memory, for the message if it runs out);
    /// returns the exit code to leave with. Errors are reported here; the program's lines go
    /// to `passThrough` (`batch` keeps them for its entry's line), else to standard error.
    public func run(scene argument: String, view: String? = nil, arguments: [String], outputs: [String], maxMemory: Int,
                    passThrough: ((String) -> Void)? = nil) -> Int32 {
        let emit = passThrough ?? { writeStandardError($0 + "\n") }
        let compiled: (program: String, directory: String, temporaryCache: String?, files: [SwiftSceneSource.File])
        do { compiled = try compile(argument, view: view) } catch {
            for line in error.description.split(separator: "\n") { report(String(line)) }
            return error.exitCode
        }
        defer { if let folder = compiled.temporaryCache { try? FileManager.default.removeItem(atPath: folder) } }
        var environment = self.environment
        environment[Self.sceneVariable] = argument
        environment[Self.directoryVariable] = compiled.directory
        environment["SWIFT_BACKTRACE"] = "enable=no"  // a crash is one line, at once
        let child: ChildProcess
        do {
            child = try ChildProcess.spawn([compiled.program] + arguments, environment: environment, capture: true)
        } catch {
            report(error.description)
            return error.exitCode
        }
        // The runtime's "file:line: Fatal error: message" is held back and folded into the
        // one line that says the scene crashed; everything else passes through as it comes.
        var fatal: String?
        var printed = 0, flooded = false
        child.lines { line in
            guard !flooded else { return }
            printed += line.utf8.count + 1
            if printed > Self.maxOutput {
                flooded = true
                kill(child.pid, SIGKILL)
            } else if line.contains("Fatal error: ") {
                fatal = line
            } else if fatal == nil || !Self.isStackTrace(line) {
                emit(NotDrawnPlace.locate(line, scene: argument, files: compiled.files))
            }
        }
        let ending = child.wait()
        // A program that stopped early (a time limit, a bad value, a crash) may leave its
        // output's temporary file: the program never leaves one on purpose.
        if ending != .exited(0) { for output in outputs { removeTemporaryOutput(of: output, pid: child.pid) } }
        switch ending {
        case .exited(let code):
            if let fatal { emit(fatal) }
            return code
        case .signaled(SIGPIPE):
            // Its reader went away (`| head`): end as loaderanim would have, quietly.
            signal(SIGPIPE, SIG_DFL)
            raise(SIGPIPE)
            return 128 + SIGPIPE
        case .signaled(SIGKILL) where flooded:
            report(Self.floodMessage(scene: argument))
            return Self.crashCode
        case .signaled(let signal):
            report(Self.crashMessage(scene: argument, signal: signal, fatal: fatal, maxMemory: maxMemory))
            return Self.crashCode
        }
    }

    /// "X.swift:12: the scene crashed: Unexpectedly found nil ... (SIGILL)".
    /// "X.swift: the scene printed more than 1 MB ...".
    public static func floodMessage(scene: String) -> String {
        "\(scene): the scene printed more than \(maxOutput >> 20) MB (its print and standard error); loaderanim stopped it"
    }

    /// An allocation the runtime could not make is the program's --max-memory reached.
    public static func crashMessage(scene: String, signal: Int32, fatal: String?, maxMemory: Int = defaultMaxMemory) -> String {
        let name = signalName(signal)
        guard let fatal, let range = fatal.firstRange(of: "Fatal error: ") else {
            let what = signal == SIGSEGV || signal == SIGBUS ? " (a bad memory access or a stack overflow)" : ""
            return "\(scene): the scene's program was killed by \(name)\(what)"
        }
        let location = String(fatal[..<range.lowerBound]).trimmed([":"])
        let message = String(fatal[range.upperBound...])
        if message.hasPrefix("failed to allocate") {
            return "\(scene): the scene ran out of memory (--max-memory \(maxMemory) MB): \(message) (\(name))"
        }
        // The runtime's own files (Swift/Array.swift:...) are not where the user can look.
        // #fileID names the module too: "LoaderScene/PulseLoader.swift:12".
        let file = location.hasPrefix(SceneKit.moduleName + "/") ? String(location.dropFirst(SceneKit.moduleName.count + 1)) : location
        let place = file.isEmpty || file.hasPrefix("Swift/") ? scene : file
        return "\(place): the scene crashed: \(message) (\(name))"
    }

    /// The runtime's "Current stack trace:" and its numbered frames, which follow a fatal
    /// error: addresses in a program the user never sees.
    public static func isStackTrace(_ line: String) -> Bool {
        line.hasPrefix("Current stack trace:") || line.first?.isNumber == true && line.contains(" 0x")
    }

    static func signalName(_ signal: Int32) -> String {
        let names: [Int32: String] = [SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGILL: "SIGILL", SIGTRAP: "SIGTRAP",
                                      SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGKILL: "SIGKILL", SIGUSR1: "SIGUSR1",
                                      SIGSEGV: "SIGSEGV", SIGUSR2: "SIGUSR2", SIGALRM: "SIGALRM", SIGTERM: "SIGTERM",
                                      SIGXCPU: "SIGXCPU", SIGXFSZ: "SIGXFSZ", SIGSYS: "SIGSYS"]
        return names[signal] ?? "signal \(signal)"
    }

    /// The temporary file a killed child's atomic output left (see OutputFile).
    func removeTemporaryOutput(of destination: String, pid: pid_t) {
        guard destination != "-" else { return }
        let parts = destination.split(separator: "/", omittingEmptySubsequences: false)
        let folder = parts.dropLast().joined(separator: "/")
        unlink((folder.isEmpty ? (destination.hasPrefix("/") ? "" : ".") : folder) + "/.\(parts.last!).\(pid).tmp")
    }
}

func writeStandardError(_ text: String) {
    var text = text
    text.withUTF8 { buffer in
        var offset = 0
        while offset < buffer.count {
            let count = write(STDERR_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            offset += count
        }
    }
}
