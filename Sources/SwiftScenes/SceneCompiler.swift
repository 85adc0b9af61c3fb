#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Glibc

/// Turns a Swift scene into a program: the source pass, then swiftc against the kit, the
/// result kept in the cache under a key of everything that changes the program.
public struct SceneCompiler: Sendable {
    public let toolchain: Toolchain
    public let kit: SceneKit
    public let cache: CompileCache
    /// loaderanim's version and commit: a new loaderanim compiles afresh.
    public let loaderanimVersion: String

    public init(toolchain: Toolchain, kit: SceneKit, cache: CompileCache, loaderanimVersion: String) {
        self.toolchain = toolchain
        self.kit = kit
        self.cache = cache
        self.loaderanimVersion = loaderanimVersion
    }

    /// The cache key of a scene's files as the user wrote them: both passes are pure
    /// functions of them, and the Objective-C pass's own text is part of loaderanim's version.
    /// `shared` is the folder of the shared kit it links (see SharedKit), which the program
    /// loads at start: a program is never run against another.
    func key(of scene: SwiftSceneSource, shared: String?) -> String {
        var hash = SHA256()
        hash.field("loaderanim swift scene 4")
        hash.field(loaderanimVersion)
        hash.field(toolchain.version)
        hash.field(kit.identity)
        hash.field((kit.compileArguments(sources: [], output: "", shared: shared) + toolchain.linkerArguments).joined(separator: " "))
        for source in ObjectiveCPass.sources { hash.field(source.text) }
        hash.field(scene.view ?? "")
        for file in scene.files {
            hash.field(file.displayPath)
            hash.field(file.isMain ? "main" : "other")
            hash.field(file.text)
        }
        return String(hash.hexDigest().prefix(40))
    }

    /// The scene's program, from the cache or compiled now (`compiled` says which): the
    /// Objective-C pass (only when the scene's text has something for it, see
    /// `ObjectiveCScan`: otherwise it would return the files as they are, after finding or
    /// building a program to say so), the import pass (`SourcePass`), then swiftc.
    public func program(for scene: SwiftSceneSource, environment: [String: String]) throws(SwiftSceneError)
        -> (path: String, compiled: Bool) {
        // Found (or built) before the program, so a cached program's library is there.
        let shared = try SharedKit.locate(kit: kit, toolchain: toolchain, cache: cache, environment: environment)
        let key = key(of: scene, shared: shared)
        if let program = cache.program(forKey: key) { return (program, false) }
        let pass = ObjectiveCScan.isNeeded(for: scene.files)
            ? try ObjectiveCPass.locate(toolchain: toolchain, kit: kit, cache: cache, environment: environment) : nil
        let program = try cache.build(key: key) { folder throws(SwiftSceneError) in
            let passed = try pass?.run(scene.files, in: folder, environment: environment)
                ?? (texts: scene.files.map(\.text), columns: ColumnMap())
            let rewritten = try scene.rewritten(passed.texts, columns: passed.columns)
            let sources = try CompileCache.write(rewritten.files, into: folder)
            var (succeeded, output) = try swiftc(sources, in: folder, bounded: true, shared: shared, environment: environment,
                                                 scene: scene)
            // Only the bound failed: code that may be right but needs more solving than the
            // bound allows compiles as Xcode would compile it, unbounded.
            if !succeeded, Self.onlyTooComplex(output) {
                (succeeded, output) = try swiftc(sources, in: folder, bounded: false, shared: shared, environment: environment,
                                                 scene: scene)
            }
            guard succeeded else {
                if let storage = SwiftSceneError.storage(in: output, cacheRoot: cache.root) { throw storage }
                throw .compileFailed(Self.diagnostics(in: output, buildFolder: folder).map(rewritten.columns.mapping))
            }
            for file in sources { unlink(file) }
        }
        return (program, true)
    }

    /// Runs swiftc on the scene's sources in its build folder: whether it succeeded, and
    /// what it printed.
    private func swiftc(_ sources: [String], in folder: String, bounded: Bool, shared: String?, environment: [String: String],
                        scene: SwiftSceneSource) throws(SwiftSceneError) -> (succeeded: Bool, output: String) {
        // swiftc's own module cache goes in ours, not in $XDG_CACHE_HOME/clang, which may be
        // the very folder that could not be written.
        // -j: the files' frontend jobs side by side, one a core (swiftc runs them one by one
        // by default); not part of the key, as it changes only how fast.
        let arguments = kit.compileArguments(sources: sources, output: folder + "/scene", bounded: bounded, shared: shared)
            + toolchain.linkerArguments + ["-j", "\(Self.jobs)", "-module-cache-path", cache.root + "/module-cache"]
        // Its temporary files too (the driver leaves a folder behind in $TMPDIR).
        let temporary = folder + "/tmp"
        try? FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        var compileEnvironment = environment
        compileEnvironment["TMPDIR"] = temporary
        let child = try ChildProcess.spawn([toolchain.swiftc] + arguments,
                                           environment: compileEnvironment, capture: true, mergeStdout: true)
        let output = child.readAll(within: Self.maxSeconds(environment))
        try? FileManager.default.removeItem(atPath: temporary)
        let ending = child.wait()
        guard let output else {
            throw Self.outOfTime("swiftc did not finish compiling the scene", scene.files, environment)
        }
        return (ending == .exited(0), output)
    }

    /// How long a compile, or the Objective-C pass, may take: $LOADERANIM_SWIFT_COMPILE_SECONDS,
    /// or 300 s. swiftc's time grows exponentially with some code (brackets nested 24 deep,
    /// unclosed, took 11 s; 30 array literals one in another, closed, over 2 minutes),
    /// and a render in CI must end.
    static func maxSeconds(_ environment: [String: String]) -> Double {
        environment[secondsVariable].flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil } ?? 300
    }

    public static let secondsVariable = "LOADERANIM_SWIFT_COMPILE_SECONDS"

    /// The one line for a compile stopped at the bound, at the scene's main file.
    static func outOfTime(_ what: String, _ files: [SwiftSceneSource.File], _ environment: [String: String]) -> SwiftSceneError {
        let file = (files.first { $0.isMain } ?? files[0]).displayPath, seconds = maxSeconds(environment)
        let shown = seconds == seconds.rounded() && seconds < 1e9 ? String(Int(seconds)) : String(seconds)
        return .compileFailed(["\(file): error: \(what) in \(shown) s and was stopped "
            + "(swiftc's time grows exponentially with some code, such as brackets nested 20 deep); "
            + "set \(secondsVariable) to allow longer"])
    }

    static let jobs = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))

    static let tooComplex = "unable to type-check this expression in reasonable time"

    /// Whether every error swiftc gave is the solver's bound.
    static func onlyTooComplex(_ output: String) -> Bool {
        let errors = output.split(separator: "\n").filter { $0.contains(": error: ") }
        return !errors.isEmpty && errors.allSatisfy { $0.contains(tooComplex) }
    }

    /// How many of swiftc's errors are shown: the first ones are the ones to fix, the rest
    /// mostly follow from them.
    static let shownErrors = 20

    /// swiftc's errors as the lines loaderanim prints: each "file:line:col: error: ..." as
    /// swiftc lists it (in the user's files, thanks to #sourceLocation), with its notes, up
    /// to `shownErrors` (then one line says how many were cut); then one line for each Apple
    /// symbol the mirror does not have. The solver's bound on an expression that has a
    /// real error too is a consequence, not shown.
    static func diagnostics(in output: String, buildFolder: String) -> [String] {
        var lines: [String] = []
        var missing: [String] = []
        var shown = 0, cut = 0
        let all = output.split(separator: "\n").map(String.init)
        let located = { (line: String) in line.split(separator: ":", maxSplits: 2).prefix(2).joined(separator: ":") }
        let realErrorLines = Set(all.filter { $0.contains(": error: ") && !$0.contains(tooComplex) }.map(located))
        var showingNotes = false
        var seen: Set<String> = []
        for line in all {
            guard let range = line.firstRange(of: ": error: ") ?? line.firstRange(of: ": note: ") else {
                // The linker's and the driver's own errors have no location.
                if line.hasPrefix("error: ") || line.contains("undefined reference") { lines.append(line) }
                continue
            }
            if line[range].contains("error") {
                if line.contains(tooComplex), realErrorLines.contains(located(line)) { showingNotes = false; continue }
                // The files' frontend jobs run side by side (-j), and an error of the whole
                // module (a missing import) comes from each: shown once, with its notes.
                guard seen.insert(line).inserted else { showingNotes = false; continue }
                showingNotes = shown < shownErrors
                if showingNotes { shown += 1 } else { cut += 1 }
            }
            if let symbol = unsupportedSymbol(in: String(line[range.upperBound...])), !missing.contains(symbol) {
                missing.append(symbol)
            }
            guard showingNotes else { continue }
            lines.append(mirrorNamed(line.replacing(buildFolder + "/", with: "")))
        }
        if cut > 0 { lines.append("\(cut) more error\(cut == 1 ? "" : "s") not shown: fix the first ones, which often cause the rest") }
        if lines.isEmpty { lines = ["swiftc failed: " + (output.split(separator: "\n").last.map(String.init) ?? "no message")] }
        return lines + missing.map {
            "\($0) is outside what loaderanim's UIKit, QuartzCore, CoreGraphics, Combine and SwiftUI offer; docs/swift-scenes.md and docs/swiftui.md list what they have"
        }
    }

    /// A note at one of the mirror's declarations ("overridden declaration is here") names
    /// the framework, not a path in loaderanim's own sources.
    static func mirrorNamed(_ line: String) -> String {
        guard line.hasPrefix("/"), let mirror = line.firstRange(of: "/SwiftMirror/"),
              let note = line.firstRange(of: ": note: ") else { return line }
        let framework = line[mirror.upperBound...].prefix { $0 != "/" }
        return "\(framework) (loaderanim's): note: \(line[note.upperBound...])"
    }

    /// The Apple name an error is about ("cannot find 'UITableView' in scope", "no such
    /// module 'SwiftUI'", "type 'CALayer' has no member 'contentsRect'"), when it looks
    /// like one of Apple's (UI..., CA..., CG..., NS...); nil for the scene's own names.
    static func unsupportedSymbol(in message: String) -> String? {
        let quoted = message.split(separator: "'", omittingEmptySubsequences: false)
        guard quoted.count >= 3 else { return nil }
        if message.hasPrefix("no such module") { return "module " + quoted[1] }
        let looksApple = { (name: Substring) -> Bool in
            ["UI", "CA", "CG", "NS", "CF", "SK", "SCN", "AV", "MK", "WK", "PH"].contains { prefix in
                name.hasPrefix(prefix) && name.dropFirst(prefix.count).first.map(\.isUppercase) == true
            }
        }
        if message.hasPrefix("cannot find") && looksApple(quoted[1]) { return String(quoted[1]) }
        if message.contains("has no member"), quoted.count >= 5 {
            let type = quoted[1].split(separator: ".").last.map { $0.replacing("?", with: "") } ?? ""
            if looksApple(Substring(type)) { return "\(type).\(quoted[3])" }
        }
        return nil
    }
}
