import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Glibc
import RenderPipeline

/// `loaderanim serve SCENE`: the preview's live program (hidden; docs/preview.md). A Swift
/// scene's program started so loads its scene once, draws it at 0, and answers requests
/// until standard input ends, its stage stepping forward from one to the next
/// (`ScenePlayer`):
///
///     request (one line in)   ["frame", SCENE, "--time", "0.5", "--out", "-", OPTIONS...]
///     answer                  "CODE COUNT\n" and COUNT bytes
///
/// A request is the arguments of `frame`, `strip` (both to `-`) or `inspect`, with the
/// scene options `serve` was started with. CODE 0: the bytes that command writes on
/// standard output. 64 to 73: its exit code, and its one line ("loaderanim: ...").
/// `rewindCode`: a time before the stage's that was not kept; a fresh program answers it.
/// A fault in the scene's own code ends the program with its line, as the command would.
struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Answer frame, strip and inspect requests from a scene kept playing (the preview's).", shouldDisplay: false)

    /// EX_TEMPFAIL: ask again elsewhere.
    static let rewindCode: Int32 = 75
    /// A request longer than this is refused unread (a real one is well under 4 KB).
    static let maxRequest = 1 << 20

    @OptionGroup var scene: SceneOptions
    @OptionGroup var drawing: DrawingOptions

    func run() throws {
        let loaded = try scene.load()
        let live: LoadedScene
        do {
            live = LoadedScene(name: loaded.name, program: loaded.program, player: try ScenePlayer(loaded.program))
            _ = try live.trees(at: [0])  // started ahead of need, it has its setup and first drawing done
        } catch { throw Failure(error) }
        var requests = LineReader(descriptor: StandardInput.descriptor, maxLength: Self.maxRequest)
        var parsed = ParsedRequests()
        while let line = requests.next() {
            let (code, bytes) = answer(line, live: live, parsed: &parsed)
            guard Self.write(Array("\(code) \(bytes.count)\n".utf8) + bytes) else { return }
        }
    }

    /// What the command in `line` writes, or its failure.
    func answer(_ line: [UInt8]?, live: LoadedScene, parsed: inout ParsedRequests) -> (Int32, [UInt8]) {
        do {
            guard let line, let arguments = try? JSONDecoder().decode([String].self, from: Data(line)) else {
                throw Failure(.usage, "serve: a request is one line of JSON, the arguments of frame, strip or inspect")
            }
            let output: [UInt8]
            switch try parsed.command(arguments) {
            case let c as FrameCommand:
                try check(c.scene, scale: c.drawing.scale, out: c.out)
                output = try c.output(of: live)
            case let c as Strip:
                try check(c.scene, scale: c.drawing.scale, out: c.out)
                output = try c.output(of: live)
            case let c as Inspect:
                try check(c.scene, scale: drawing.scale, out: "-")
                output = try c.output(of: live)
            default:
                throw Failure(.usage, "serve answers frame, strip and inspect, not \(arguments.first ?? "nothing")")
            }
            return (0, output)
        } catch let rewind as ScenePlayer.Rewind {
            return (Self.rewindCode, Array(rewind.description.utf8))
        } catch {
            let failure = Failure(error)
            return (failure.code.rawValue, Array(("loaderanim: " + failure.line).utf8))
        }
    }

    /// The scene this program plays, with the scale its setup saw, and an answer to `-`.
    private func check(_ asked: SceneOptions, scale: Double?, out: String) throws {
        guard asked.identity == scene.identity, scale == drawing.scale else {
            throw Failure(.usage, "serve: a request names another scene or other scene options than the program plays")
        }
        guard out == "-" else { throw Failure(.usage, "serve: a request writes to - (its answer), not \(out)") }
    }

    /// Writes all of `bytes` to the command line's standard output; false when the reader is gone.
    static func write(_ bytes: [UInt8]) -> Bool {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.write(StandardOutput.descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            written += count
        }
        return true
    }
}

/// The commands of the requests so far, by their arguments but --time's value: the
/// preview's requests differ only there, and parsing the whole command line again costs
/// more than the frame (ArgumentParser checks every command's names each time).
struct ParsedRequests {
    private var commands: [[String]: any ParsableCommand] = [:]

    mutating func command(_ arguments: [String]) throws -> any ParsableCommand {
        var shape = arguments, time: Double?
        if let flag = arguments.firstIndex(of: "--time"), flag + 1 < arguments.count, let value = Double(arguments[flag + 1]) {
            shape[flag + 1] = ""
            time = value
        }
        var command: any ParsableCommand
        if let known = commands[shape] {
            command = known
        } else {
            do { command = try LoaderAnim.parseAsRoot(arguments) } catch {
                throw Failure(.usage, LoaderAnim.message(for: error).split(separator: "\n").first.map(String.init) ?? "usage error")
            }
            if commands.count >= 64 { commands.removeAll() }
            commands[shape] = command
        }
        guard let time else { return command }
        switch command {
        case var frame as FrameCommand: frame.time = time; command = frame
        case var inspect as Inspect: inspect.time = time; command = inspect
        default: break
        }
        return command
    }
}

extension SceneOptions {
    /// Everything that makes the scene what it is, for `serve` to compare.
    var identity: [String] {
        [scene, width.map { "\($0)" } ?? "", height.map { "\($0)" } ?? "", epoch ?? "", displayHz.map { "\($0)" } ?? "",
         preview ?? "", view ?? "", "\(limits.maxInstructions)", "\(limits.maxMemory ?? -1)", "\(limits.maxSeconds)"] + parameters
    }
}

/// Lines read from a descriptor: each without its newline, or nil for one longer than
/// `maxLength` (skipped to its end); the iteration ends at end of file.
struct LineReader {
    let descriptor: Int32
    let maxLength: Int
    private var buffer: [UInt8] = []
    private var start = 0
    private var ended = false

    init(descriptor: Int32, maxLength: Int) {
        self.descriptor = descriptor
        self.maxLength = maxLength
    }

    mutating func next() -> [UInt8]?? {
        var skipping = false
        while true {
            if let newline = buffer[start...].firstIndex(of: 10) {
                defer { start = newline + 1 }
                return skipping ? .some(nil) : .some(Array(buffer[start..<newline]))
            }
            if buffer.count - start > maxLength {
                skipping = true
                buffer.removeAll(keepingCapacity: true)
                start = 0
            }
            if ended { return nil }
            if start > 0 {
                buffer.removeFirst(start)
                start = 0
            }
            var chunk = [UInt8](repeating: 0, count: 1 << 14)
            let count = read(descriptor, &chunk, chunk.count)
            if count < 0, errno == EINTR { continue }
            if count <= 0 { ended = true; if buffer.isEmpty { return nil }; buffer.append(10); continue }
            buffer += chunk[..<count]
        }
    }
}
