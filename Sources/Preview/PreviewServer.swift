import Layers
import RenderPipeline
import SwiftScenes

/// `loaderanim preview`: a local HTTP server for one scene, its page compiled in. It
/// answers only the page's files and these endpoints (anything else is 404):
///
///     GET /frame.png?t=SECONDS      the PNG `loaderanim frame --time SECONDS` writes
///     GET /inspect.json?t=SECONDS   what `loaderanim inspect --time SECONDS` prints
///     GET /params.json              what `loaderanim params --json` prints
///     GET /nil-values.json          the value each nil-able property holds at nil, in inspect's
///                                   JSON shapes (`LayerProperty.inspectedNilValues`), which the
///                                   page shows as "none"
///     GET /timeline.json            every animation added over the scene's length (`Timeline`)
///     GET /render.gif               the GIF `loaderanim render` writes
///     GET /status.json              the scene's name, file, generation, current error and options
///     GET /events                   server-sent events: "reload" and "error" (text/event-stream)
///
/// Each takes `set=name=value` (repeatable) after the command line's own --set; a request
/// the command line would refuse is answered 400 with its one line, "loaderanim: ...".
/// A Swift scene's code never runs here: each answer comes from its compiled program
/// (`SwiftPreviewSession`: frames and inspections from programs kept running), its
/// /timeline.json the program's `timeline`. The HTTP is `HTTPServer`'s.
public struct PreviewServer: Sendable {
    public var host: String
    /// 0 takes a free port (the one bound is passed to `onReady`).
    public var port: Int
    /// How often the scene's files are checked for a change.
    public var pollInterval: Duration
    let session: any PreviewScene
    let hub = EventHub()

    /// Loads the scene (a failure is the command line's usual error), not serving yet.
    public init(scene: SceneRequest, drawing: DrawingSettings, host: String = "127.0.0.1", port: Int = 8765,
                pollInterval: Duration = .milliseconds(50)) throws {
        session = try PreviewSession(base: scene, drawing: drawing)
        self.host = host
        self.port = port
        self.pollInterval = pollInterval
    }

    /// A Swift scene (`scene.file` the .swift file or folder as given), compiled by
    /// `loaderanim` and run once, not serving yet: a failure throws `PreviewStartFailure`
    /// with the command line's lines. Its code then runs only in child processes (see
    /// `SwiftPreviewSession`); `maxSeconds` and `maxMemory` are their --max-seconds and --max-memory.
    public init(swiftScene scene: SceneRequest, loaderanim: String, maxSeconds: Double,
                maxMemory: Int? = nil, drawing: DrawingSettings,
                environment: [String: String], host: String = "127.0.0.1", port: Int = 8765,
                pollInterval: Duration = .milliseconds(50)) async throws {
        let commands = SwiftSceneCommands(base: scene, drawing: drawing, maxSeconds: maxSeconds,
                                          maxMemory: maxMemory ?? SceneLauncher.defaultMaxMemory, loaderanim: loaderanim,
                                          environment: environment)
        do { session = try await SwiftPreviewSession(commands: commands) } catch let failure as SwiftSceneCommands.Failure {
            throw PreviewStartFailure(text: failure.text, exitCode: failure.exitCode)
        }
        self.host = host
        self.port = port
        self.pollInterval = pollInterval
    }

    /// Serves until the task is cancelled (or the process ends). `onReady` hears the port
    /// bound once the server listens.
    public func run(onReady: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        let session = self.session, hub = self.hub
        let http = try HTTPServer(host: host, port: port) { request in await Self.respond(to: request, session: session, hub: hub) }
        http.start()
        await onReady(http.port)
        await FileWatcher(session: session, hub: hub, interval: pollInterval).run()
    }

    /// The answer to one request: a page file, an endpoint's, or 404.
    static func respond(to request: HTTPRequest, session: any PreviewScene, hub: EventHub) async -> HTTPResponse {
        guard request.method == "GET" else { return .whole(status: 405, type: "text/plain; charset=utf-8", body: Array("GET only\n".utf8)) }
        if let file = PageFiles.byPath[request.path] { return .whole(status: 200, type: file.type, body: file.bytes) }
        switch request.path {
        case "/frame.png":
            return await answer("image/png") { try await session.frame(at: try requestTime(request), parameters: sets(request)) }
        case "/inspect.json":
            return await answer("application/json") { try await session.inspection(at: try requestTime(request), parameters: sets(request)) }
        case "/nil-values.json":
            return await answer("application/json") { try JSONOutput.text(LayerProperty.inspectedNilValues) + "\n" }
        case "/params.json":
            return await answer("application/json") { try await session.parameters(sets(request)) }
        case "/timeline.json":
            return await answer("application/json") { try await session.timeline(parameters: sets(request)) }
        case "/render.gif":
            return await answer("image/gif") { try await session.gif(parameters: sets(request)) }
        case "/status.json":
            return await answer("application/json") { await session.status() }
        case "/events":
            return .events(hub.subscribe(first: await EventHub.event("hello", generation: session.generation, error: session.error)))
        default:
            return .whole(status: 404, type: "text/plain; charset=utf-8", body: Array("not found\n".utf8))
        }
    }
}

/// The `set=name=value` assignments of a request, in order.
func sets(_ request: HTTPRequest) -> [String] {
    request.values("set")
}

/// The `t=SECONDS` of a request (0 when absent).
func requestTime(_ request: HTTPRequest) throws -> Double {
    guard let text = request.value("t") else { return 0 }
    guard let value = Double(text) else { throw BadRequest(line: "loaderanim: --time must be a time in seconds >= 0, not \(text)") }
    return value
}

/// 200 with what `body` makes, or 400 with the command line's line for a bad request, or
/// 500 with it for anything else.
func answer(_ type: String, _ body: () async throws -> some ResponseBodyBytes) async -> HTTPResponse {
    do {
        return .whole(status: 200, type: type, body: try await body().bytes)
    } catch {
        return .whole(status: error is BadRequest ? 400 : 500, type: "text/plain; charset=utf-8",
                      body: Array((PreviewSession.line(for: error) + "\n").utf8))
    }
}

/// What an endpoint answers: bytes or text.
protocol ResponseBodyBytes { var bytes: [UInt8] { get } }
extension Array: ResponseBodyBytes where Element == UInt8 { var bytes: [UInt8] { self } }
extension String: ResponseBodyBytes { var bytes: [UInt8] { Array(utf8) } }
