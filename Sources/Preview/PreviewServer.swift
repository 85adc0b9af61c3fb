import Hummingbird
import Layers
import Logging
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
/// A Swift scene's code never runs here: each answer is a run of its compiled program
/// (`SwiftPreviewSession`), its /timeline.json the program's `timeline`.
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
        var logger = Logger(label: "loaderanim-preview")
        logger.logLevel = .critical
        let app = Application(router: router(), configuration: .init(address: .hostname(host, port: port), serverName: nil),
                              onServerRunning: { channel in await onReady(channel.localAddress?.port ?? 0) },
                              logger: logger)
        let watcher = FileWatcher(session: session, hub: hub, interval: pollInterval)
        try await withThrowingDiscardingTaskGroup { group in
            group.addTask { await watcher.run() }
            group.addTask { try await app.runService(gracefulShutdownSignals: []) }
        }
    }

    func router() -> Router<BasicRequestContext> {
        let router = Router()
        let session = self.session, hub = self.hub
        for (path, file) in PageFiles.byPath {
            router.get(RouterPath(path)) { _, _ in
                Response(status: .ok, headers: [.contentType: file.type, .cacheControl: "no-cache"],
                         body: .init(byteBuffer: ByteBuffer(bytes: file.bytes)))
            }
        }
        router.get("/frame.png") { request, _ in
            try await answer("image/png") { try await session.frame(at: try requestTime(request), parameters: sets(request)) }
        }
        router.get("/inspect.json") { request, _ in
            try await answer("application/json") { try await session.inspection(at: try requestTime(request), parameters: sets(request)) }
        }
        router.get("/nil-values.json") { _, _ in
            try await answer("application/json") { try JSONOutput.text(LayerProperty.inspectedNilValues) + "\n" }
        }
        router.get("/params.json") { request, _ in
            try await answer("application/json") { try await session.parameters(sets(request)) }
        }
        router.get("/timeline.json") { request, _ in
            try await answer("application/json") { try await session.timeline(parameters: sets(request)) }
        }
        router.get("/render.gif") { request, _ in
            try await answer("image/gif") { try await session.gif(parameters: sets(request)) }
        }
        router.get("/status.json") { _, _ in
            try await answer("application/json") { await session.status() }
        }
        router.get("/events") { _, _ in
            let first = await EventHub.event("hello", generation: session.generation, error: session.error)
            let stream = hub.subscribe(first: first)
            return Response(status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-cache"],
                            body: ResponseBody { writer in
                                for await event in stream { try await writer.write(ByteBuffer(string: event)) }
                                try await writer.finish(nil)
                            })
        }
        return router
    }
}

/// The `set=name=value` assignments of a request, in order.
func sets(_ request: Request) -> [String] {
    request.uri.queryParameters[values: "set"].map(String.init)
}

/// The `t=SECONDS` of a request (0 when absent).
func requestTime(_ request: Request) throws -> Double {
    guard let text = request.uri.queryParameters["t"] else { return 0 }
    guard let value = Double(text) else { throw BadRequest(line: "loaderanim: --time must be a time in seconds >= 0, not \(text)") }
    return value
}

/// 200 with what `body` makes, or 400 with the command line's line for a bad request, or
/// 500 with it for anything else.
func answer(_ type: String, _ body: () async throws -> some ResponseBodyBytes) async throws -> Response {
    do {
        return Response(status: .ok, headers: [.contentType: type, .cacheControl: "no-cache"],
                        body: .init(byteBuffer: try await body().buffer))
    } catch {
        let status: HTTPResponse.Status = error is BadRequest ? .badRequest : .internalServerError
        return Response(status: status, headers: [.contentType: "text/plain; charset=utf-8"],
                        body: .init(byteBuffer: ByteBuffer(string: PreviewSession.line(for: error) + "\n")))
    }
}

/// What an endpoint answers: bytes or text.
protocol ResponseBodyBytes { var buffer: ByteBuffer { get } }
extension Array: ResponseBodyBytes where Element == UInt8 { var buffer: ByteBuffer { ByteBuffer(bytes: self) } }
extension String: ResponseBodyBytes { var buffer: ByteBuffer { ByteBuffer(string: self) } }
