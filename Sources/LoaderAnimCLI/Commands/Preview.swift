import ArgumentParser
import Glibc
import RenderPipeline

struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serve a live page of a scene: playback, timeline, parameters, A/B; reloads on save.",
        discussion: """
            Prints the page's URL and serves until Ctrl-C. Saving the scene file or an image it \
            shows reloads the page. The page's endpoints (/frame.png, /inspect.json, /params.json, \
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

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0 to 65535, not \(port)") }
    }

    /// Locates and loads the scene here, so that its errors are the command line's own, then
    /// becomes loaderanim-preview (same process: Ctrl-C and the output are the user's).
    func run() throws {
        let request = try scene.request()
        let loaded = try scene.load()
        do { _ = try drawing.settings.renderer(for: loaded) } catch { throw Failure(error) }
        var arguments = ["--name", request.name, "--file", request.file]
        if request.source != nil { arguments.append("--builtin") }
        arguments += request.parameters.flatMap { ["--set", $0] }
        for (flag, value) in [("--width", request.width), ("--height", request.height), ("--scale", drawing.scale)] {
            if let value { arguments += [flag, String(value)] }
        }
        if let background = drawing.background { arguments += ["--background", background] }
        arguments += ["--max-instructions", String(request.maxInstructions), "--max-memory", String(request.maxMemory),
                      "--max-pixels", String(drawing.maxPixels), "--host", host, "--port", String(port)]
        if open { arguments.append("--open") }
        let server = Self.serverPath()
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
