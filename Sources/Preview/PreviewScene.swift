/// What the server asks of the scene it previews, whichever kind it is: a Lua script
/// loaded in the server (`PreviewSession`), or a Swift scene whose compiled program runs
/// once per answer (`SwiftPreviewSession`), so that its code never runs in the server.
/// Each endpoint answers what the command line prints; a failure is a `BadRequest` (400)
/// or any other error (500), with the command line's line.
protocol PreviewScene: Actor {
    /// Counts reloads: the page reloads when it changes.
    var generation: Int { get }
    /// What the command line prints for the files on disk, while they fail.
    var error: String? { get }
    func frame(at time: Double, parameters: [String]) async throws -> [UInt8]
    func inspection(at time: Double, parameters: [String]) async throws -> String
    func parameters(_ parameters: [String]) async throws -> String
    func timeline(parameters: [String]) async throws -> String
    func gif(parameters: [String]) async throws -> [UInt8]
    /// `GET /status.json`.
    func status() async -> String
    /// The files whose change reloads the scene.
    func watchedFiles() async -> [String]
    /// After a change to one of them: the generation, and the error of the files on disk
    /// (nil when they load); nil when nothing the scene depends on changed.
    func reloadAfterChange() async -> (generation: Int, error: String?)?
}

extension PreviewSession: PreviewScene {
    func reloadAfterChange() -> (generation: Int, error: String?)? {
        reload()
    }
}
