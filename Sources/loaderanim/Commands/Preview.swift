import ArgumentParser
import Dispatch
import Glibc
import Preview
import RenderPipeline

struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serve a live page of a scene: playback, timeline, parameters, A/B; reloads on save.",
        discussion: """
            Prints the page's URL and serves until Ctrl-C. Saving the scene file or an image it \
            shows reloads the page. The page's endpoints (/frame.png, /inspect.json, /params.json, \
            /timeline.json, /render.gif, /events) are described in the README.
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

    func run() throws {
        let server: PreviewServer
        do {
            server = try PreviewServer(scene: try scene.request(), drawing: drawing.settings, host: host, port: port)
        } catch { throw Failure(error) }
        let open = self.open, host = self.host, name = try scene.request().name
        // The command line is synchronous: the server runs on Swift's concurrency threads
        // while this one waits for it to fail (Ctrl-C ends the process).
        let finished = DispatchSemaphore(value: 0)
        let failure = Box()
        Task.detached {
            do {
                try await server.run { port in
                    let url = "http://\(host.contains(":") ? "[\(host)]" : host):\(port)/"
                    var line = "Previewing \(name) at \(url) (Ctrl-C stops)\n"
                    line.withUTF8 { _ = write(STDOUT_FILENO, $0.baseAddress, $0.count) }
                    if open { openInBrowser(url) }
                }
            } catch {
                failure.error = error
            }
            finished.signal()
        }
        finished.wait()
        throw Failure(.cannotCreate, "cannot serve on \(host):\(port): \(failure.error.map { "\($0)" } ?? "the server stopped")")
    }
}

/// Where the server task leaves its error for the waiting thread (written before the signal).
private final class Box: @unchecked Sendable {
    var error: (any Error)?
}

/// Starts xdg-open on `url` without waiting for it.
private func openInBrowser(_ url: String) {
    var pid = pid_t()
    let arguments: [UnsafeMutablePointer<CChar>?] = [strdup("xdg-open"), strdup(url), nil]
    defer { arguments.forEach { free($0) } }
    _ = posix_spawnp(&pid, "xdg-open", nil, nil, arguments, environ)
}
