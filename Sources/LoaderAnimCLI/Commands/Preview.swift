import ArgumentParser
import Glibc
import RenderPipeline
import SwiftScenes

struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serve a live page of a scene: playback, timeline, parameters, A/B; reloads on save.",
        discussion: """
            Prints the page's URL and serves until Ctrl-C. Saving the scene file or an image it \
            shows reloads the page; a Swift scene is compiled again first, and its compile errors \
            show on the page. The page's endpoints (/frame.png, /inspect.json, /params.json, \
            /timeline.json, /render.gif, /events) are described in the README. The server is the \
            program loaderanim-preview, installed beside loaderanim.
            """)

    @OptionGroup var scene: SceneOptions
    @OptionGroup var drawing: DrawingOptions

    @Option(parsing: .unconditional, help: "The port to listen on (0: any free port).")
    var port = 8765

    @Option(help: ArgumentHelp("The address to listen on.", valueName: "address"))
    var host = "127.0.0.1"

    @Flag(help: "Open the page in the default browser (xdg-open).")
    var open = false

    /// loaderanim-preview's way to compile a Swift scene, so that the compile is exactly
    /// `render`'s (the same cache key, with loaderanim's version and commit, and the kit
    /// beside this binary): it prints {"directory", "program", "temporaryCache"}, or the
    /// compile errors as `render` prints them, with its exit code.
    @Flag(help: .private)
    var compileSwiftScene = false

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0 to 65535, not \(port)") }
    }

    /// Locates and loads the scene here, so that its errors are the command line's own, then
    /// becomes loaderanim-preview (same process: Ctrl-C and the output are the user's).
    func run() throws {
        if SwiftSceneSource.isSwiftScene(scene.scene) { return try runSwift() }
        let request = try scene.request()
        let loaded = try scene.load()
        do { _ = try drawing.settings.renderer(for: loaded) } catch { throw Failure(error) }
        var arguments = ["--name", request.name, "--file", request.file]
        if request.source != nil { arguments.append("--builtin") }
        arguments += request.parameters.flatMap { ["--set", $0] }
        for (flag, value) in [("--width", request.width), ("--height", request.height), ("--epoch", request.epoch),
                              ("--scale", drawing.scale)] {
            if let value { arguments += [flag, String(value)] }
        }
        if let background = drawing.background { arguments += ["--background", background] }
        arguments += ["--max-instructions", String(request.maxInstructions), "--max-memory", String(request.maxMemory),
                      "--max-pixels", String(drawing.maxPixels), "--host", host, "--port", String(port)]
        if open { arguments.append("--open") }
        try Self.becomeServer(arguments)
    }

    /// A Swift scene: its code never runs in the server. The server compiles it through
    /// `--compile-swift-scene` (at start, then on each save) and answers every endpoint
    /// with a run of the compiled program, so a crash or a runaway costs one answer.
    func runSwift() throws {
        let source: SwiftSceneSource
        do { source = try SwiftSceneSource(argument: scene.scene) } catch {
            try Self.fail(error)
        }
        if compileSwiftScene { return try compile() }
        var arguments = ["--swift", "--loaderanim", SwiftSceneHandOff.executablePath(), "--name", source.name, "--file", scene.scene]
        arguments += scene.parameters.flatMap { ["--set", $0] }
        for (flag, value) in [("--width", scene.width), ("--height", scene.height), ("--epoch", try scene.epochSeconds),
                              ("--scale", drawing.scale)] {
            if let value { arguments += [flag, String(value)] }
        }
        if let background = drawing.background { arguments += ["--background", background] }
        arguments += ["--max-seconds", String(scene.limits.maxSeconds), "--max-memory", String(scene.limits.programMemory),
                      "--max-pixels", String(drawing.maxPixels),
                      "--host", host, "--port", String(port)]
        if open { arguments.append("--open") }
        try Self.becomeServer(arguments)
    }

    /// Prints where the compiled program is; a temporary cache (the real one cannot be
    /// written) is the server's to remove.
    func compile() throws {
        struct Compiled: Encodable {
            let directory: String
            let program: String
            let temporaryCache: String?
        }
        let result: (program: String, directory: String, temporaryCache: String?, files: [SwiftSceneSource.File])
        do { result = try SwiftSceneHandOff.launcher.compile(scene.scene) } catch { try Self.fail(error) }
        let compiled = Compiled(directory: result.directory, program: result.program, temporaryCache: result.temporaryCache)
        writeToStandardOutput(try JSONOutput.text(compiled) + "\n")
    }

    /// Every line of `error`, as `render` prints them, then its exit code.
    static func fail(_ error: SwiftSceneError) throws -> Never {
        for line in error.description.split(separator: "\n") { writeToStandardError("loaderanim: \(line)\n") }
        throw ExitCode(error.exitCode)
    }

    /// execs loaderanim-preview with `arguments`.
    static func becomeServer(_ arguments: [String]) throws {
        let server = serverPath()
        let argv: [UnsafeMutablePointer<CChar>?] = ([server] + arguments).map { strdup($0) } + [nil]
        execv(server, argv)
        throw Failure(.internalError, "cannot run \(server) (\(String(cString: strerror(errno)))); "
            + "make install puts loaderanim-preview beside loaderanim")
    }

    /// loaderanim-preview in the folder this program runs from.
    static func serverPath() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        let path = count > 0 ? String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) : CommandLine.arguments[0]
        return path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/") + "/loaderanim-preview"
    }
}
