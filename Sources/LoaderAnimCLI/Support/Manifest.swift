#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GIF
import Layers
import RenderPipeline
import Scene

/// A batch manifest: `{"entries": [ENTRY...]}`, each ENTRY an object with "scene" and "out"
/// and, optionally, "set" and the options of `render` under their flag names (see `Batch`).
/// Each entry is read on its own, so one that is wrong (an unknown field, a number given as
/// text) fails alone; only a file that is not such an object at all fails as a whole.
struct Manifest {
    let entries: [ManifestEntry]

    /// Reads `path`; a failure is the one line `batch` prints for the whole file.
    init(path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            let missing = !FileManager.default.fileExists(atPath: path)
            throw Failure(.missingInput, "\(path): " + (missing ? "no such manifest file" : "cannot read the manifest"))
        }
        do {
            entries = try JSONDecoder().decode(Top.self, from: data).entries
        } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
            throw Failure(.badInput, "\(path): \(Self.syntaxError(in: data))")
        } catch let failure as Failure {
            throw Failure(.badInput, "\(path): \(failure.message)")
        } catch {
            throw Failure(.badInput, "\(path): not a manifest (\(error))")
        }
    }

    /// The top level: an object with "entries", a list.
    private struct Top: Decodable {
        let entries: [ManifestEntry]

        init(from decoder: any Decoder) throws {
            guard let container = try? decoder.container(keyedBy: FieldKey.self) else {
                throw Failure(.badInput, "a manifest is an object, {\"entries\": [...]}")
            }
            if let unknown = container.allKeys.first(where: { $0.stringValue != "entries" }) {
                throw Failure(.badInput, "unknown field \"\(unknown.stringValue)\" at the top; a manifest is {\"entries\": [...]}")
            }
            guard container.contains(FieldKey("entries")) else { throw Failure(.badInput, "no \"entries\": a manifest is {\"entries\": [...]}") }
            guard let entries = try? container.decode([ManifestEntry].self, forKey: FieldKey("entries")) else {
                throw Failure(.badInput, "\"entries\" must be a list of objects")
            }
            self.entries = entries
        }
    }

    /// Where a file that is not JSON goes wrong, as a line and column (from 1): JSONDecoder
    /// only says that it is not JSON (and Foundation's JSONSerialization, which tells the
    /// offset, would bring the whole of Foundation into the binary).
    static func syntaxError(in data: Data) -> String {
        let bytes = [UInt8](data)
        guard let problem = JSONSyntax(bytes: bytes).firstError() else { return "not valid JSON" }
        let (offset, reason) = problem
        let before = bytes.prefix(offset)
        let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
        let column = offset - (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
        return "line \(line), column \(column): not valid JSON (\(reason))"
    }
}

/// One render of a manifest. Decoding never fails: what is wrong is kept in `problem` and
/// reported for this entry alone.
struct ManifestEntry: Decodable, Sendable {
    static let fields = ["scene", "out", "set", "width", "height", "max-instructions", "max-memory", "scale", "background",
                         "max-pixels", "fps", "duration", "matte", "loop", "colors", "dither", "tolerance", "max-frames", "threads",
                         "frame-memory"]

    var scene: String?
    var out: String?
    var parameters: [String] = []
    var width, height: Double?
    var maxInstructions = ScriptLimits.default.instructions
    var maxMemory = ScriptLimits.default.memory >> 20
    var drawing = DrawingSettings()
    var options = RenderOptions()
    /// The first thing wrong with the entry as written.
    var problem: String?

    init(scene: String, out: String) {
        self.scene = scene
        self.out = out
    }

    init(from decoder: any Decoder) throws {
        guard let c = try? decoder.container(keyedBy: FieldKey.self) else {
            problem = "an entry must be an object with \"scene\" and \"out\""
            return
        }
        var problems: [String] = []
        func field<T: Decodable>(_ name: String, _ kind: String, as type: T.Type = T.self) -> T? {
            guard c.contains(FieldKey(name)) else { return nil }
            guard let value = try? c.decode(T.self, forKey: FieldKey(name)) else {
                problems.append("\"\(name)\" must be \(kind)")
                return nil
            }
            return value
        }
        scene = field("scene", "a scene name or path")
        out = field("out", "a file name")
        if c.contains(FieldKey("set")) {
            if let object = try? c.decode([String: ParameterText].self, forKey: FieldKey("set")) {
                parameters = object.keys.sorted().map { "\($0)=\(object[$0]!.text)" }
            } else if let list = try? c.decode([String].self, forKey: FieldKey("set")) {
                parameters = list
            } else {
                problems.append("\"set\" must be an object of name: value, or a list of \"name=value\"")
            }
        }
        width = field("width", "a number")
        height = field("height", "a number")
        maxInstructions = field("max-instructions", "a whole number") ?? maxInstructions
        maxMemory = field("max-memory", "a whole number") ?? maxMemory
        drawing.scale = field("scale", "a number")
        drawing.background = field("background", "a color or \"transparent\"")
        drawing.maxPixels = field("max-pixels", "a whole number") ?? drawing.maxPixels
        options.fps = field("fps", "a number")
        options.duration = field("duration", "a number of seconds")
        options.matte = field("matte", "a color")
        options.loop = field("loop", "a whole number") ?? options.loop
        options.colors = field("colors", "a whole number") ?? options.colors
        let dithers = Dither.allCases.map(\.rawValue)
        if let dither: String = field("dither", dithers.joined(separator: ", ")) {
            if let value = Dither(rawValue: dither) { options.dither = value } else {
                problems.append("\"dither\" must be \(dithers.joined(separator: ", ")), not \"\(dither)\"")
            }
        }
        options.tolerance = field("tolerance", "a number") ?? options.tolerance
        options.maxFrames = field("max-frames", "a whole number") ?? options.maxFrames
        options.threads = field("threads", "a whole number") ?? options.threads
        options.frameMemory = field("frame-memory", "a whole number") ?? options.frameMemory
        if scene == nil, !c.contains(FieldKey("scene")) { problems.append("no \"scene\"") }
        if out == nil, !c.contains(FieldKey("out")) { problems.append("no \"out\"") }
        for key in c.allKeys where !Self.fields.contains(key.stringValue) {
            let suggestion = nearestName(to: key.stringValue, in: Self.fields).map { ": did you mean \($0)?" } ?? ""
            problems.insert("unknown field \"\(key.stringValue)\"\(suggestion)", at: 0)
        }
        problem = problems.first
    }

    /// "spinner -> out/s.gif", for the messages.
    var label: String { "\(scene ?? "?") -> \(out ?? "?")" }

    /// The scene located (as `render` locates it), with the entry's overrides.
    func sceneRequest() throws -> SceneRequest {
        let found = try SceneLocator().locate(scene ?? "")
        return SceneRequest(name: found.name, file: found.file, source: found.text, directory: found.directory,
                            parameters: parameters, width: width, height: height,
                            maxInstructions: maxInstructions, maxMemory: maxMemory)
    }
}

/// A parameter's value in a "set" object: text as it is, numbers and booleans as they read,
/// lists as `[1,2,3]` (the same text `--set` takes).
struct ParameterText: Decodable, Sendable {
    let text: String

    init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let string = try? c.decode(String.self) {
            text = string
        } else if let bool = try? c.decode(Bool.self) {
            text = String(bool)
        } else if let number = try? c.decode(Double.self) {
            text = format(number)
        } else {
            text = "[" + (try c.decode([ParameterText].self)).map(\.text).joined(separator: ",") + "]"
        }
    }
}

/// Any field name, to find the unknown ones.
struct FieldKey: CodingKey {
    let stringValue: String
    init(_ name: String) { stringValue = name }
    init(stringValue: String) { self.stringValue = stringValue }
    var intValue: Int? { nil }
    init?(intValue: Int) { nil }
}

/// A JSON syntax check that finds the first byte that cannot be there.
struct JSONSyntax {
    let bytes: [UInt8]
    private var i = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    struct Problem: Error { let offset: Int; let reason: String }

    /// The offset of the first problem and what it is; nil for valid JSON.
    func firstError() -> (Int, String)? {
        var scanner = self
        do {
            try scanner.value()
            scanner.skipSpace()
            guard scanner.i == bytes.count else { return (scanner.i, "garbage at end") }
            return nil
        } catch { return (error.offset, error.reason) }
    }

    private mutating func skipSpace() {
        while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
    }

    private func invalid() -> Problem { Problem(offset: i, reason: i < bytes.count ? "invalid value" : "unexpected end of file") }

    private mutating func expect(_ byte: UInt8) throws(Problem) {
        skipSpace()
        guard i < bytes.count, bytes[i] == byte else { throw invalid() }
        i += 1
    }

    private mutating func value() throws(Problem) {
        skipSpace()
        guard i < bytes.count else { throw invalid() }
        switch bytes[i] {
        case UInt8(ascii: "{"):
            i += 1
            skipSpace()
            if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return }
            repeat {
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw invalid() }
                try string()
                try expect(UInt8(ascii: ":"))
                try value()
                skipSpace()
            } while try more(closing: UInt8(ascii: "}"))
        case UInt8(ascii: "["):
            i += 1
            skipSpace()
            if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return }
            repeat { try value(); skipSpace() } while try more(closing: UInt8(ascii: "]"))
        case UInt8(ascii: "\""):
            try string()
        default:
            let start = i
            while i < bytes.count, !",:]}[{ \t\n\r\"".utf8.contains(bytes[i]) { i += 1 }
            let word = String(decoding: bytes[start..<i], as: UTF8.self)
            guard ["true", "false", "null"].contains(word) || (Double(word) != nil && word.first != "+" && !word.hasPrefix(".")) else {
                i = start
                throw invalid()
            }
        }
    }

    /// After an element: true after a comma, false after the closing bracket.
    private mutating func more(closing: UInt8) throws(Problem) -> Bool {
        guard i < bytes.count else { throw invalid() }
        if bytes[i] == UInt8(ascii: ",") { i += 1; return true }
        guard bytes[i] == closing else { throw invalid() }
        i += 1
        return false
    }

    private mutating func string() throws(Problem) {
        let start = i
        i += 1
        while i < bytes.count, bytes[i] != UInt8(ascii: "\"") {
            if bytes[i] < 0x20 { throw invalid() }
            i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1
        }
        guard i < bytes.count else { throw Problem(offset: start, reason: "unterminated string") }
        i += 1
    }
}
