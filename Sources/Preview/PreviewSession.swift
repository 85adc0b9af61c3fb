#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Layers
import Raster
import RenderPipeline
import Scene
import SwiftScenes

/// What a request asked for that the command line would refuse: the answer is 400 with
/// the line the command line prints.
struct BadRequest: Error {
    let line: String
}

/// The scene a preview serves: the last version of its script that loaded, the error of
/// the one on disk if it does not, and the scenes loaded for each set of parameters the
/// page asked for (each with its renderer and playback, so that the next frame of the same
/// variant costs only the drawing). An actor: the server's requests and the file watcher
/// share it, and a playback advances one request at a time.
actor PreviewSession {
    /// The scene as the command line located it, with its --set assignments.
    let base: SceneRequest
    let drawing: DrawingSettings
    /// The text of the script that last loaded (a built-in's never changes).
    private(set) var source: String
    /// Counts reloads: the page reloads when it changes.
    private(set) var generation = 0
    /// The line the command line would print for the script on disk, while it fails to load.
    private(set) var error: String?
    private var variants: [[String]: Variant] = [:]

    /// A scene loaded with one set of parameters.
    struct Variant {
        let scene: LoadedScene
        let renderer: Renderer
        var playback: Playback
    }

    /// Variants kept at once: the page asks for a few (A, B, a slider's last values).
    static let maxVariants = 16

    /// Loads the scene once, so that a script that fails stops the command before it serves.
    init(base: SceneRequest, drawing: DrawingSettings) throws {
        self.base = base
        self.drawing = drawing
        var request = base
        request.source = try base.source ?? Self.read(base.file)
        self.source = request.source!
        _ = try drawing.renderer(for: request.load(printer: { _ in }))
    }

    /// Whether the scene is a file on disk (not built into the program), which can change.
    var isFile: Bool { base.source == nil }

    /// The script's text, with the errors `SceneScript(file:)` gives for it.
    static func read(_ file: String) throws -> String {
        guard let data = fileContents(atPath: file) else {
            throw SceneError(file: file, message: "cannot read the scene script (no such file, or not readable)", missingFile: file)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SceneError(file: file, message: "the scene script is not UTF-8 text")
        }
        return text
    }

    // MARK: Reloading

    /// Reads the script again after a change to it or to an image: a new generation if it
    /// loads with the command line's parameters (an image change reloads the same text),
    /// else the error, with the last good version still served.
    func reload() -> (generation: Int, error: String?) {
        do {
            var request = base
            request.source = try Self.read(base.file)
            let scene = try request.load(printer: { _ in })
            _ = try drawing.renderer(for: scene)
            source = request.source!
            error = nil
        } catch {
            self.error = Self.line(for: error)
            return (generation, self.error)
        }
        generation += 1
        variants = [:]
        return (generation, nil)
    }

    /// The files whose change reloads the scene: the script, and the images its layers
    /// show at its start and end (the built-ins' are in the program).
    func watchedFiles() -> [String] {
        guard isFile else { return [] }
        var files = [base.file]
        if let scene = try? load([]), let stage = try? scene.program.makeStage() {
            var images = Set(stage.allLayers.map { stage.presentationValues(of: $0).contents })
            if let length = try? scene.length(override: nil), (try? stage.advance(to: length)) != nil {
                images.formUnion(stage.allLayers.map { stage.presentationValues(of: $0).contents })
            }
            files += images.filter { !$0.isEmpty && !$0.hasPrefix("builtin:") }.sorted()
        }
        return files
    }

    // MARK: What the endpoints answer

    /// `frame --time`'s PNG.
    func frame(at time: Double, parameters: [String]) throws -> [UInt8] {
        let tree = try presentation(at: time, parameters: parameters)
        return try PNG.encode(try variants[parameters]!.renderer.render(tree))
    }

    /// `inspect --time`'s JSON, with the newline `print` ends it with.
    func inspection(at time: Double, parameters: [String]) throws -> String {
        let tree = try presentation(at: time, parameters: parameters)
        return try JSONOutput.text(tree.inspection(scene: base.name)) + "\n"
    }

    /// `params --json`'s JSON, with its newline.
    func parameters(_ parameters: [String]) throws -> String {
        try JSONOutput.text(ParamsReport(try variant(parameters).scene)) + "\n"
    }

    /// Every animation added over the scene's length (see `Timeline`).
    func timeline(parameters: [String]) throws -> String {
        let scene = try variant(parameters).scene
        return try JSONOutput.text(Timeline(scene: LoadedScene(name: base.name, program: scene.program), length: try scene.length(override: nil))) + "\n"
    }

    /// `render`'s GIF with its default options.
    func gif(parameters: [String]) throws -> [UInt8] {
        let scene = try variant(parameters).scene
        return try RenderJob(scene: scene, drawing: drawing, options: RenderOptions()).render().bytes
    }

    // MARK: Variants

    private func presentation(at time: Double, parameters: [String]) throws -> PresentationTree {
        _ = try variant(parameters)
        do { _ = try checkedTime(time, "time") } catch { throw BadRequest(line: Self.line(for: error)) }
        return try variants[parameters]!.playback.presentation(at: time)
    }

    /// The scene loaded with `parameters` after the command line's own, loaded on first use.
    /// The last good script loads with the command line's parameters, so a failure here is
    /// the parameters' fault: a bad request.
    private func variant(_ parameters: [String]) throws -> Variant {
        if let variant = variants[parameters] { return variant }
        let variant: Variant
        do {
            let scene = try load(parameters)
            let renderer = try drawing.renderer(for: scene)
            variant = Variant(scene: scene, renderer: renderer, playback: try scene.program.playback())
        } catch {
            throw BadRequest(line: Self.line(for: error))
        }
        if variants.count >= Self.maxVariants { variants = [:] }
        variants[parameters] = variant
        return variant
    }

    private func load(_ parameters: [String]) throws -> LoadedScene {
        var request = base
        request.source = source
        request.parameters += parameters
        return try request.load(printer: { _ in })
    }

    /// The line the command line prints for `error` on stderr, without its newline (a
    /// Swift scene's program's lines, whole).
    static func line(for error: any Error) -> String {
        if let bad = error as? BadRequest { return bad.line }
        if let failure = error as? ProgramFailure { return failure.text }
        let text = switch error {
        case let error as CustomStringConvertible: error.description
        default: "\(error)"
        }
        return "loaderanim: " + (text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? text)
    }
}

extension PreviewSession {
    /// `GET /status.json`: {"scene", "file", "generation", "error", "parameters" (the command
    /// line's --set), "options" (its --width, --height, --scale and --background, as words)}.
    func status() -> String {
        Self.status(base: base, drawing: drawing, generation: generation, error: error)
    }

    /// The status of either kind of scene: `base.file` is what the command line was given.
    static func status(base: SceneRequest, drawing: DrawingSettings, generation: Int, error: String?) -> String {
        var options: [String] = []
        for (flag, value) in [("--width", base.width), ("--height", base.height), ("--scale", drawing.scale)] {
            if let value { options += [flag, format(value)] }
        }
        if let background = drawing.background { options += ["--background", background] }
        func list(_ words: [String]) -> String { "[" + words.map(jsonString).joined(separator: ",") + "]" }
        return "{\"error\":\(error.map(jsonString) ?? "null"),\"file\":\(jsonString(base.file)),\"generation\":\(generation),"
            + "\"options\":\(list(options)),\"parameters\":\(list(base.parameters)),\"scene\":\(jsonString(base.name))}\n"
    }
}
