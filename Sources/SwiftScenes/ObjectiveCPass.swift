#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Glibc

/// The files of the syntax pass program (SyntaxPass/), compiled in by the EmbedScenes plugin.
enum SyntaxPassFiles {}

/// The Objective-C pass: what swiftc on Linux refuses of a loader (`@objc`, `#selector`,
/// `@NSManaged`, `dynamic`, Interface Builder's attributes, `#keyPath`, `#if os(iOS)`, the
/// required initializers of layer subclasses) rewritten with SwiftSyntax, keeping every line
/// where it was (SyntaxPass/ObjCPass.swift says how). A scene with none of that in its text
/// (`ObjectiveCScan`) skips it.
///
/// The pass is a small program built against the SwiftSyntax libraries that every Swift
/// toolchain since 5.9 ships for macros (`<toolchain>/usr/lib/swift/host`): loaderanim
/// itself does not link SwiftSyntax (a package dependency would take five minutes to build
/// and 8 MB of binary), and the pass parses exactly as the compiler that then compiles the
/// scene does. Building it costs about 10 s with a cold module cache (swiftc turns the
/// toolchain's SwiftSyntax interfaces into modules first), so `make build`, `make test` and
/// `make install` build it ahead of time beside the kit (`loaderanim prepare-swift-kit`),
/// as `<kit>/syntax-pass-<key>`; a toolchain or a pass that the kit's copy was not built
/// for has another key, and builds its own on first use into the compile cache, kept there
/// under the same key.
public struct ObjectiveCPass: Sendable {
    /// The built program.
    public let program: String

    /// The pass's source files, by name.
    static let sources: [(name: String, text: String)] = SyntaxPassFiles.encodedFiles.map { file in
        guard let data = Data(base64Encoded: file.base64) else { preconditionFailure("EmbedScenes wrote bad base64 for \(file.path)") }
        return (file.path, String(decoding: data, as: UTF8.self))
    }

    /// What changes the program: the pass's text, the compiler, and where its SwiftSyntax
    /// is (the program loads it from there: a toolchain of the same version elsewhere needs
    /// a program of its own).
    static func key(toolchain: Toolchain) -> String {
        var hash = SHA256()
        hash.field("loaderanim syntax pass 2")
        hash.field(toolchain.version)
        hash.field(toolchain.hostLibraries)
        for source in sources {
            hash.field(source.name)
            hash.field(source.text)
        }
        return "syntax-pass-" + hash.hexDigest().prefix(32)
    }

    /// Where the kit in `folder` keeps the pass built ahead of time (`key`).
    static func prebuilt(key: String, kitFolder folder: String) -> String {
        folder + "/" + key
    }

    /// The pass for `toolchain`: the kit's copy (when `kit` has one for this toolchain and
    /// this pass), else the cache's, else built now into the cache.
    public static func locate(toolchain: Toolchain, kit: SceneKit?, cache: CompileCache, environment: [String: String])
        throws(SwiftSceneError) -> ObjectiveCPass {
        let key = key(toolchain: toolchain)
        if let kit, case let program = prebuilt(key: key, kitFolder: kit.library), access(program, X_OK) == 0 {
            return ObjectiveCPass(program: program)
        }
        if let program = cache.program(forKey: key) { return ObjectiveCPass(program: program) }
        return ObjectiveCPass(program: try cache.build(key: key) { folder throws(SwiftSceneError) in
            try build(toolchain: toolchain, in: folder, moduleCache: cache.root + "/module-cache", environment: environment) {
                SwiftSceneError.storage(cause: $0, cacheRoot: cache.root)
            }
        })
    }

    /// Builds the pass into the kit in `folder` for the toolchain that renders would use
    /// (`loaderanim prepare-swift-kit`), unless the kit has it already: in a folder of its own
    /// inside the kit, with a module cache of its own, then renamed into place, so that a
    /// render never runs a half-written pass. Nothing goes to the user's compile cache: the
    /// kit may be installed by root (`sudo make install`), whose files there would stay in
    /// the user's way. Returns the program, the toolchain, and whether it was built now.
    public static func prepare(kitFolder folder: String, environment: [String: String])
        throws(SwiftSceneError) -> (program: String, toolchain: Toolchain, built: Bool) {
        var template = Array((folder + "/.syntax-pass-build-XXXXXX").utf8CString)
        guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) != nil }) else {
            throw .cache("cannot make a folder in the Swift scene kit \(folder) (\(String(cString: strerror(errno))))")
        }
        let building = CompileCache.path(template)
        defer { try? FileManager.default.removeItem(atPath: building) }
        var throwaway = environment
        throwaway["XDG_CACHE_HOME"] = building
        let toolchain = try Toolchain.locate(environment: environment, cache: CompileCache.open(environment: throwaway).cache)
        let destination = prebuilt(key: key(toolchain: toolchain), kitFolder: folder)
        if access(destination, X_OK) == 0 { return (destination, toolchain, false) }
        try build(toolchain: toolchain, in: building, moduleCache: building + "/module-cache", environment: environment) {
            .cache("cannot write loaderanim's Objective-C pass in the kit \(folder): \($0)")
        }
        let program = building + "/" + CompileCache.programName
        chmod(program, 0o755)  // every user of an installed kit runs it, whatever root's umask was
        guard rename(program, destination) == 0 else {
            throw .cache("cannot put loaderanim's Objective-C pass in the kit at \(destination) (\(String(cString: strerror(errno))))")
        }
        return (destination, toolchain, true)
    }

    /// Compiles the pass's sources into `folder`/scene against the toolchain's SwiftSyntax,
    /// leaving only the program there. A compile that could not write its files (a full
    /// disk) throws what `storage` makes of the cause, since only the caller can say where
    /// and what to do; the folder is the caller's to remove on failure.
    static func build(toolchain: Toolchain, in folder: String, moduleCache: String, environment: [String: String],
                      storage: (String) -> SwiftSceneError) throws(SwiftSceneError) {
        let host = toolchain.hostLibraries
        guard access(host + "/libSwiftSyntax.so", R_OK) == 0, access(host + "/libSwiftParser.so", R_OK) == 0 else {
            throw .noToolchain("\(toolchain.swiftc) has no SwiftSyntax libraries in \(host) (Swift 5.9 and later ship them "
                + "for macros); Swift scenes need them for their Objective-C pass: install a toolchain from https://www.swift.org/install")
        }
        let paths = try CompileCache.write(sources, into: folder)
        var quiet = environment
        quiet["TMPDIR"] = folder
        let arguments = [toolchain.swiftc, "-Onone", "-module-name", "SyntaxPass", "-I", host, "-L", host,
                         "-lSwiftSyntax", "-lSwiftParser", "-Xlinker", "-rpath", "-Xlinker", host,
                         "-module-cache-path", moduleCache, "-o", folder + "/" + CompileCache.programName] + paths
        let child = try ChildProcess.spawn(arguments, environment: quiet, capture: true, mergeStdout: true)
        let output = child.readAll()
        guard child.wait() == .exited(0) else {
            if let cause = SwiftSceneError.storageCause(in: output, writing: folder) { throw storage(cause) }
            throw .noToolchain("\(toolchain.swiftc) could not build loaderanim's Objective-C pass against \(host): "
                + (output.split(separator: "\n").first { $0.contains("error") }.map(String.init) ?? output.trimmed()))
        }
        for path in paths { unlink(path) }
    }

    /// `files` rewritten, in `folder` (which the compile then uses), with the column shifts
    /// of each file; what the pass refuses is a compile error at its line.
    public func run(_ files: [SwiftSceneSource.File], in folder: String, environment: [String: String])
        throws(SwiftSceneError) -> (texts: [String], columns: ColumnMap) {
        let inputs = try CompileCache.write(files.indices.map { ("original\($0).swift", files[$0].text) }, into: folder)
        var arguments = [program]
        for (index, file) in files.enumerated() {
            arguments += [file.displayPath, inputs[index], folder + "/pass\(index).swift"]
        }
        let child = try ChildProcess.spawn(arguments, environment: environment, capture: true, mergeStdout: true)
        let output = child.readAll(within: SceneCompiler.maxSeconds(environment))
        let ending = child.wait()
        guard let output else {
            throw SceneCompiler.outOfTime("loaderanim's Objective-C pass did not finish reading the scene",
                                          files, environment)
        }
        let lines = output.split(separator: "\n").map(String.init)
        guard ending == .exited(0) else {
            let errors = lines.filter { $0.contains(": error: ") }
            throw .compileFailed(errors.isEmpty ? ["loaderanim's Objective-C pass failed (\(ending)): \(output.trimmed())"] : errors)
        }
        var texts: [String] = []
        for index in files.indices {
            let output = folder + "/pass\(index).swift"
            guard let data = fileContents(atPath: output) else { throw .cache("the Objective-C pass wrote no \(output)") }
            texts.append(String(decoding: data, as: UTF8.self))
            unlink(output)
            unlink(inputs[index])
        }
        return (texts, ColumnMap(passOutput: lines, files: files.map(\.displayPath)))
    }
}

/// Where the pass moved text along a line: a diagnostic's column in the rewritten line
/// mapped back to the user's. Lines never move (see `ObjCPass`).
public struct ColumnMap: Sendable, Equatable {
    /// An edit at `column` (1-based, UTF-8) of a line that was `old` bytes and is `new`.
    struct Shift: Sendable, Equatable {
        let column: Int
        let old: Int
        let new: Int
    }
    /// By display path, then line.
    private var shifts: [String: [Int: [Shift]]] = [:]

    public init() {}

    /// From the pass's "shift FILE LINE COLUMN OLD NEW" lines.
    init(passOutput lines: [String], files: [String]) {
        for line in lines where line.hasPrefix("shift ") {
            let fields = line.split(separator: " ").dropFirst().compactMap { Int($0) }
            guard fields.count == 5, files.indices.contains(fields[0]) else { continue }
            shifts[files[fields[0]], default: [:]][fields[1], default: []].append(Shift(column: fields[2], old: fields[3], new: fields[4]))
        }
    }

    public var isEmpty: Bool { shifts.isEmpty }

    /// One more edit, at `column` of the text as this map's edits left it.
    mutating func add(file: String, line: Int, column: Int, old: Int, new: Int) {
        let original = originalColumn(file: file, line: line, column: column)
        shifts[file, default: [:]][line, default: []].append(Shift(column: original, old: old, new: new))
    }

    /// The user's column for `column` of `line` in `file` as swiftc saw it: shifted back by
    /// each edit before it; a column inside a replacement is the edit's own column.
    public func originalColumn(file: String, line: Int, column: Int) -> Int {
        guard let edits = shifts[file]?[line] else { return column }
        var original = column
        // Edits in the order they sit on the line, each at its column in the user's text.
        var moved = 0
        for edit in edits.sorted(by: { $0.column < $1.column }) {
            let start = edit.column + moved  // where the edit starts in the rewritten line
            if column < start { break }
            if column < start + edit.new { return edit.column }
            original -= edit.new - edit.old
            moved += edit.new - edit.old
        }
        return original
    }

    /// A diagnostic line ("file:line:col: error: ...") with its column mapped back.
    public func mapping(_ diagnostic: String) -> String {
        guard !isEmpty, let range = diagnostic.firstRange(of: ": error: ") ?? diagnostic.firstRange(of: ": note: ")
            ?? diagnostic.firstRange(of: ": warning: ") else { return diagnostic }
        let location = diagnostic[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
        guard location.count >= 3, let line = Int(location[location.count - 2]), let column = Int(location[location.count - 1]) else {
            return diagnostic
        }
        let file = location.dropLast(2).joined(separator: ":")
        return "\(file):\(line):\(originalColumn(file: file, line: line, column: column))" + diagnostic[range.lowerBound...]
    }
}
