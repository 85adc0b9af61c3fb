import ArgumentParser
import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GIF
import Locking
import RenderPipeline
import SwiftScenes

struct Batch: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render the entries of a manifest, each as `render` would.",
        discussion: """
            MANIFEST is JSON: {"entries": [ENTRY...]} or the bare list [ENTRY...]. An ENTRY \
            has "scene" (a name, a .lua path, or a Swift scene: a .swift file or a folder, \
            compiled once for all its entries) and "out" (the GIF), optionally "set" \
            ({"name": value} or ["name=value"]) and \
            any render option under its flag's name: "width", "height", "scale", "background", \
            "fps", "duration", "matte", "loop", "colors", "dither", "tolerance", "lossy", "threads", \
            "max-frames", "max-pixels", "max-instructions", "max-memory". Paths are relative to \
            the current folder. Each output is written atomically and is byte for byte what \
            `render` writes. A failing entry does not stop the others; each prints one line, \
            "loaderanim: MANIFEST: entry N (SCENE -> OUT): message", entries numbered from 1. \
            The exit code is 0 when every entry succeeded, else the highest of the failed \
            entries' codes (64 usage, 65 bad scene or data, 66 missing input, 70 internal, \
            73 cannot create the output). With --compare, each output is then compared with             the golden GIF of its file name in that folder, as `loaderanim compare` does: a             line for each difference on standard output, and exit code 1 when any differs (a             failed entry's code wins). See docs/batch.md and docs/ci.md.
            """)

    @Argument(help: ArgumentHelp("The manifest, JSON.", valueName: "manifest"))
    var manifest: String

    @Option(parsing: .unconditional, help: ArgumentHelp("Entries rendered at once (each also uses --threads, default every core).", valueName: "count"))
    var jobs = 1

    @Option(help: ArgumentHelp("Render only entries K, K+N, K+2N, ... (K from 1 to N): one of N machines.", valueName: "K/N"))
    var shard: Shard = Shard(index: 1, count: 1)

    @Flag(help: "Print a JSON report on standard output: each entry's output, bytes, frames, seconds and error.")
    var json = false

    @Option(help: ArgumentHelp("A folder of golden GIFs to compare each output with (the file of the same name).", valueName: "folder"))
    var compare: String?

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1, not \(jobs)") }
    }

    func run() throws {
        let entries = try Manifest(path: manifest).entries
        let selected = entries.indices.filter { shard.contains($0) }
        let results = BatchRunner(entries: entries, selected: selected, jobs: jobs).run()
        var worst: Failure.Code?
        for result in results {
            guard let failure = result.failure else { continue }
            Failure(failure.code, "\(manifest): entry \(result.index + 1) (\(entries[result.index].label)): \(failure.message)").report()
            if failure.code.rawValue > worst?.rawValue ?? 0 { worst = failure.code }
        }
        if json {
            let report = BatchReport(entries: results.map { BatchReport.Entry($0, entries[$0.index]) })
            writeToStandardOutput(try JSONOutput.text(report) + "\n")
        }
        if let worst { throw ExitCode(worst.rawValue) }
        if let compare {
            var differs = false
            for result in results {
                let lines = try Self.differences(of: entries[result.index].out!, goldens: compare)
                for line in lines { writeToStandardOutput(line + "\n") }
                differs = differs || !lines.isEmpty
            }
            if differs { throw ExitCode(1) }
        }
    }
}

extension Batch {
    /// `output` against the golden of its file name in `goldens`: "OUT: ..." lines, none
    /// when they are the same.
    static func differences(of output: String, goldens: String) throws -> [String] {
        let golden = goldens + "/" + (output.split(separator: "/").last.map(String.init) ?? output)
        guard FileManager.default.fileExists(atPath: golden) else { return ["\(output): no golden \(golden)"] }
        let expected = try Compare.decode(golden)
        return Compare.lines(GIFComparison(expected, try Compare.decode(output)), a: expected).map { "\(output) against \(golden): \($0)" }
    }
}

/// `--shard K/N`: the entries whose index from 0 is K - 1 modulo N.
struct Shard: ExpressibleByArgument, Equatable {
    let index: Int
    let count: Int

    init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    init?(argument: String) {
        let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(k) else { return nil }
        self.init(index: k, count: n)
    }

    var defaultValueDescription: String { "\(index)/\(count)" }

    func contains(_ entryIndex: Int) -> Bool { entryIndex % count == index - 1 }
}

/// `batch`'s reading and checking of a manifest, rendering nothing: for the fuzz target
/// `manifest`, which must reach every check `batch` makes before it draws.
public enum ManifestCheck {
    /// What `batch` would print for `data` as the manifest `path`, with each line's exit
    /// code: one line for a file it refuses whole, else one for each entry that fails
    /// before its first frame.
    public static func failures(manifest data: [UInt8], path: String) -> [(exit: Int32, line: String)] {
        let entries: [ManifestEntry]
        do { entries = try Manifest(data: Data(data), path: path).entries } catch {
            let failure = Failure(error)
            return [(failure.code.rawValue, failure.message)]
        }
        let runner = BatchRunner(entries: entries, selected: Array(entries.indices), jobs: 1)
        return entries.indices.compactMap { index in
            do {
                if entries[index].swiftScene != nil { try runner.check(index) } else { _ = try runner.job(index) }
                return nil
            } catch {
                let failure = Failure(error)
                return (failure.code.rawValue, "\(path): entry \(index + 1) (\(entries[index].label)): \(failure.message)")
            }
        }
    }
}

/// What became of one entry.
struct BatchResult: Sendable {
    let index: Int
    var summary: (bytes: Int, frames: Int)?
    var seconds: Double = 0
    var failure: Failure?
}

/// Renders the selected entries on `jobs` threads; the results come back in entry order,
/// whatever order they finished in.
struct BatchRunner: Sendable {
    let entries: [ManifestEntry]
    let selected: [Int]
    let jobs: Int

    func run() -> [BatchResult] {
        // Each distinct Swift scene compiled once, before any entry runs: its entries then
        // find it in the compile cache; one that does not compile fails all its entries.
        var compileFailures: [String: Failure] = [:]
        for scene in Set(selected.compactMap { entries[$0].swiftScene }).sorted() {
            do {
                let compiled = try SwiftSceneHandOff.launcher(report: { _ in }).compile(scene)
                if let folder = compiled.temporaryCache { try? FileManager.default.removeItem(atPath: folder) }
            } catch {
                compileFailures[scene] = Failure(Self.code(error.exitCode), error.description.split(separator: "\n").first.map(String.init) ?? "")
            }
        }
        let failures = compileFailures
        let shared = Locked((next: 0, results: [Int: BatchResult]()))
        let runner = self
        DispatchQueue.concurrentPerform(iterations: min(jobs, max(1, selected.count))) { _ in
            while true {
                let position = shared.withLock { state in
                    defer { state.next += 1 }
                    return state.next
                }
                guard position < runner.selected.count else { return }
                let index = runner.selected[position]
                let result = runner.entries[index].swiftScene.flatMap { failures[$0] }.map { BatchResult(index: index, failure: $0) }
                    ?? runner.render(index)
                shared.withLock { $0.results[position] = result }
            }
        }
        return shared.withLock { state in selected.indices.map { state.results[$0]! } }
    }

    /// Everything `render` does for one entry, its failure kept rather than thrown.
    func render(_ index: Int) -> BatchResult {
        let entry = entries[index]
        let started = Date()
        var result = BatchResult(index: index)
        do {
            if entry.swiftScene != nil {
                try check(index)
                result.summary = try renderSwift(entry)
            } else {
                let summary = try job(index).write(to: entry.out!)
                result.summary = (summary.byteCount, summary.frames)
            }
        } catch {
            result.failure = Failure(error)
        }
        result.seconds = Date().timeIntervalSince(started)
        return result
    }

    /// A Swift scene's entry: its program run as `render` runs it (the same bytes). Its lines
    /// (warnings, the scene's prints) follow when it succeeds; when it fails, its error line
    /// (the launcher's own, else the program's first that is not a warning) is the entry's.
    func renderSwift(_ entry: ManifestEntry) throws -> (bytes: Int, frames: Int) {
        let lines = Locked((own: [String](), program: [String]()))
        let launcher = SwiftSceneHandOff.launcher(report: { line in lines.withLock { $0.own.append(line) } })
        let code = launcher.run(scene: entry.scene!, arguments: ["render", entry.scene!, "--out", entry.out!, "--quiet"] + entry.renderArguments,
                                outputs: [entry.out!], maxMemory: entry.maxMemory,
                                passThrough: { line in lines.withLock { $0.program.append(line) } })
        let said = lines.withLock { $0 }
        guard code == 0 else {
            let error = said.program.first { $0.hasPrefix("loaderanim: ") && !$0.contains(": warning: ") }
            let line = said.own.last ?? error.map { String($0.dropFirst("loaderanim: ".count)) } ?? said.program.first
            throw Failure(Self.code(code), line ?? "the scene's program exited with \(code)")
        }
        for line in said.program { writeToStandardError(line + "\n") }
        let bytes = fileContents(atPath: entry.out!).map { [UInt8]($0) } ?? []
        return (bytes.count, (try? GIFDecoder().decode(bytes).images.count) ?? 0)
    }

    /// A program's exit code as a failure's (70 for one outside sysexits).
    static func code(_ code: Int32) -> Failure.Code { Failure.Code(rawValue: code) ?? .internalError }

    /// Entry `index` checked as `render` checks its command line, before its scene is read.
    func check(_ index: Int) throws {
        let entry = entries[index]
        if let problem = entry.problem { throw Failure(.badInput, problem) }
        if let earlier = selected.first(where: { $0 < index && Self.samePath(entries[$0].out, entry.out) }) {
            throw Failure(.usage, "entry \(earlier + 1) writes \(entry.out!) too; give each entry an output of its own")
        }
        if entry.out == "-" { throw Failure(.usage, "\"out\": - (standard output) is for render; give each entry a file") }
    }

    /// Entry `index` checked, its scene loaded: the job that writes it, or the entry's failure.
    func job(_ index: Int) throws -> RenderJob {
        try check(index)
        let entry = entries[index]
        let scene = try entry.sceneRequest().load()
        return try RenderJob(scene: scene, drawing: entry.drawing, options: entry.options)
    }

    static func samePath(_ a: String?, _ b: String?) -> Bool {
        guard let a, let b else { return false }
        return URL(fileURLWithPath: a).standardizedFileURL.path == URL(fileURLWithPath: b).standardizedFileURL.path
    }
}

/// `batch --json`: {"entries": [{"entry", "scene", "output", "bytes", "frames", "seconds",
/// "error", "exit"}]}, in entry order; bytes and frames are null for a failed entry, error
/// null for one that succeeded.
struct BatchReport: Encodable {
    let entries: [Entry]

    struct Entry: Encodable {
        let entry: Int
        let scene: String?
        let output: String?
        let bytes: Int?
        let frames: Int?
        let seconds: Double
        let error: String?
        let exit: Int32

        init(_ result: BatchResult, _ manifestEntry: ManifestEntry) {
            entry = result.index + 1
            scene = manifestEntry.scene
            output = manifestEntry.out
            bytes = result.summary?.bytes
            frames = result.summary?.frames
            seconds = (result.seconds * 1000).rounded() / 1000
            error = result.failure?.message
            exit = result.failure?.code.rawValue ?? 0
        }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(entry, forKey: .entry)
            try c.encode(scene, forKey: .scene)
            try c.encode(output, forKey: .output)
            try c.encode(bytes, forKey: .bytes)
            try c.encode(frames, forKey: .frames)
            try c.encode(seconds, forKey: .seconds)
            try c.encode(error, forKey: .error)
            try c.encode(exit, forKey: .exit)
        }

        enum CodingKeys: String, CodingKey { case entry, scene, output, bytes, frames, seconds, error, exit }
    }
}
