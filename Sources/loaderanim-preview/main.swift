// The server behind `loaderanim preview`, which locates and checks the scene with the
// command line's usual errors, then execs this program beside it with the result:
//
//     loaderanim-preview --name NAME --file FILE [--builtin] [--set name=value]...
//         [--width W] [--height H] [--epoch SECONDS] --max-instructions N --max-memory MB
//         [--scale S] [--background B] --max-pixels N --host ADDR --port N [--open]
//
// or, for a Swift scene (FILE the .swift file or folder as given; LOADERANIM compiles it):
//
//     loaderanim-preview --swift --loaderanim LOADERANIM --name NAME --file FILE
//         [--set name=value]... [--width W] [--height H] [--epoch SECONDS] --max-seconds S
//         [--scale S] [--background B] --max-pixels N --host ADDR --port N [--open]
//
// A program of its own, which only `loaderanim preview` starts: the server's threads, its
// live programs and its sockets never share a process with a render. Not meant to be run
// by hand: its errors are "loaderanim: ..." lines with the command line's exit codes.
import BuiltInScenes
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Glibc
import Preview
import RenderPipeline

/// Prints "loaderanim: LINE" on stderr and exits with `code`.
func fail(_ line: String, _ code: Int32) -> Never {
    var text = "loaderanim: \(line)\n"
    text.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
    exit(code)
}

var options: [String: String] = [:]
var sets: [String] = []
var flags: Set<String> = []
var arguments = CommandLine.arguments.dropFirst()
while let flag = arguments.popFirst() {
    switch flag {
    case "--builtin", "--open", "--swift": flags.insert(flag)
    case "--set": sets.append(arguments.popFirst() ?? "")
    default:
        guard flag.hasPrefix("--"), let value = arguments.popFirst() else { fail("loaderanim-preview: bad argument \(flag)", 64) }
        options[flag] = value
    }
}
@MainActor func number<T: LosslessStringConvertible>(_ flag: String) -> T? {
    guard let text = options[flag] else { return nil }
    guard let value = T(text) else { fail("loaderanim-preview: \(flag) \(text) is not a number", 64) }
    return value
}
guard let name = options["--name"], let file = options["--file"] else { fail("loaderanim-preview is run by `loaderanim preview`", 64) }
let builtIn = flags.contains("--builtin") ? BuiltInScenes.all[name] : nil
if flags.contains("--builtin") && builtIn == nil { fail("no scene named \"\(name)\"", 66) }
let request = SceneRequest(name: name, file: file, source: builtIn?.source, directory: builtIn.map { _ in BuiltInScenes.prefix },
                           parameters: sets, width: number("--width"), height: number("--height"), epoch: number("--epoch"),
                           maxInstructions: number("--max-instructions") ?? 200_000_000, maxMemory: number("--max-memory") ?? 256)
let drawing = DrawingSettings(scale: number("--scale"), background: options["--background"],
                              maxPixels: number("--max-pixels") ?? DrawingSettings.defaultMaxPixels)
let host = options["--host"] ?? "127.0.0.1"
let port: Int = number("--port") ?? 8765
let server: PreviewServer
do {
    if flags.contains("--swift") {
        guard let loaderanim = options["--loaderanim"] else { fail("loaderanim-preview --swift needs --loaderanim", 64) }
        server = try await PreviewServer(swiftScene: request, loaderanim: loaderanim, maxSeconds: number("--max-seconds") ?? 10,
                                         maxMemory: number("--max-memory"),
                                         drawing: drawing, environment: ProcessInfo.processInfo.environment, host: host, port: port)
    } else {
        server = try PreviewServer(scene: request, drawing: drawing, host: host, port: port)
    }
} catch let failure as PreviewStartFailure {
    var text = failure.text + "\n"
    text.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
    exit(failure.exitCode)
} catch let error as RenderError {
    fail(error.description, { if case .invalidOption = error { 64 } else { 65 } }())
} catch {
    fail("\(error)", 65)
}
let open = flags.contains("--open")
do {
    try await server.run { port in
        let url = "http://\(host.contains(":") ? "[\(host)]" : host):\(port)/"
        var line = "Previewing \(name) at \(url) (Ctrl-C stops)\n"
        line.withUTF8 { _ = write(STDOUT_FILENO, $0.baseAddress, $0.count) }
        if open { openInBrowser(url) }
    }
} catch {
    // HTTPServer's bind error is the system's reason (strerror).
    let reason = "\(error)".contains("Address already in use")
        ? "the port is in use (give another with --port, or --port 0 for a free one)" : "\(error)"
    fail("cannot serve on \(host):\(port): \(reason)", 73)
}

/// Starts xdg-open on `url` without waiting for it.
@Sendable func openInBrowser(_ url: String) {
    var pid = pid_t()
    let arguments: [UnsafeMutablePointer<CChar>?] = [strdup("xdg-open"), strdup(url), nil]
    defer { arguments.forEach { free($0) } }
    _ = posix_spawnp(&pid, "xdg-open", nil, nil, arguments, environ)
}
