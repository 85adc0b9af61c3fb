import Foundation
import FuzzSupport
import SwiftScenes

@main
enum FuzzSourcePass {
    static func main() { runLibFuzzer(fuzzSourcePass) }
}

/// One input: any bytes as a Swift scene's files, through every pass loaderanim runs before
/// swiftc, as `SceneCompiler` runs them: the Objective-C pass (its SwiftSyntax program, built
/// once into .build-fuzz/cache; only when the text has something for it), the import pass,
/// the `#Preview` rewrite and the hand-over (`SwiftSceneSource.rewritten`). The input is
/// split at NUL bytes into files; the first byte says whether the first is main.swift (a
/// folder with a main) or a file of its own (`File.swift`, its previews the entries).
///
/// A finding: a crash or a hang, a pass that adds or drops a line of the user's (each
/// user's line k must be line k after the `#sourceLocation` line, as long as it was, but
/// for the `#Preview` rewrite's known shift), a column map that points outside its line,
/// or a refusal that is not one line at the user's own file and line.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSourcePass(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    guard let mode = bytes.first else { return 0 }
    let parts = bytes.dropFirst().split(separator: 0, maxSplits: 3, omittingEmptySubsequences: false).map(Array.init)
    let folder = Workspace.shared.fresh()
    let asFolder = mode & 1 == 0
    var names: [String] = []
    for (index, part) in parts.enumerated() {
        let name = index == 0 ? (asFolder && mode & 2 == 0 ? "main.swift" : "File.swift") : "File\(index).swift"
        FileManager.default.createFile(atPath: folder + "/" + name, contents: Data(part))
        names.append(name)
        if !asFolder { break }
    }
    let scene: SwiftSceneSource
    do { scene = try SwiftSceneSource(argument: asFolder ? folder : folder + "/" + names[0]) } catch {
        check(refusal: error, files: [])
        return 0
    }
    var texts = scene.files.map(\.text), columns = ColumnMap()
    if ObjectiveCScan.isNeeded(for: scene.files), let pass = Workspace.shared.pass {
        do {
            (texts, columns) = try pass.run(scene.files, in: folder, environment: Workspace.shared.environment)
        } catch {
            check(refusal: error, files: scene.files)
            return 0
        }
        for (file, text) in zip(scene.files, texts) where lines(text).count != lines(file.text).count {
            fatalError("the Objective-C pass made \(lines(file.text).count) lines of \(file.displayPath) \(lines(text).count)")
        }
    }
    let rewritten: (files: [(name: String, text: String)], columns: ColumnMap)
    do { rewritten = try scene.rewritten(texts, columns: columns) } catch {
        check(refusal: error, files: scene.files)
        return 0
    }
    for (index, file) in scene.files.enumerated() {
        checkLines(of: file, rewritten: rewritten.files[index].text, columns: rewritten.columns)
    }
    return 0
}

func lines(_ text: String) -> [Substring] { text.split(separator: "\n", omittingEmptySubsequences: false) }

/// The user's lines, one for one, after the file's `#sourceLocation` line, each as long as
/// the user's once the column map takes back the passes' edits (so that a diagnostic's
/// file:line:col is the user's).
func checkLines(of file: SwiftSceneSource.File, rewritten: String, columns: ColumnMap) {
    let user = lines(file.text), out = lines(rewritten)
    guard let start = out.firstIndex(where: { $0.hasPrefix("#sourceLocation(file: ") }) else {
        fatalError("\(file.displayPath): no #sourceLocation line")
    }
    guard out.count >= start + 1 + user.count else { fatalError("\(file.displayPath): lines dropped (\(out.count - start - 1) of \(user.count))") }
    for (number, line) in user.enumerated() {
        let written = out[start + 1 + number]
        let width = columns.originalColumn(file: file.displayPath, line: number + 1, column: written.utf8.count + 1) - 1
        if width != line.utf8.count {
            fatalError("\(file.displayPath):\(number + 1): the line became \(written.utf8.count) bytes, which map back to "
                + "\(width), not the user's \(line.utf8.count)")
        }
    }
    let after = out[(start + 1 + user.count)...].filter { !$0.isEmpty }
    if file.isMain ? after.first != "#sourceLocation()" : !after.isEmpty {
        fatalError("\(file.displayPath): \(after.count) lines after the user's last, starting \(after.first ?? "")")
    }
}

/// A refusal: one line, and a compile error at a file of the scene and a line it has.
func check(refusal error: any Error, files: [SwiftSceneSource.File]) {
    guard let error = error as? SwiftSceneError else { fatalError("not a SwiftSceneError: \(error)") }
    switch error {
    case .compileFailed(let reported):
        for line in reported where line.contains(": error: ") {
            let fields = line.split(separator: ":", maxSplits: 2)
            // A pass stopped at the time bound names the scene's file, not a line.
            if line.contains(SceneCompiler.secondsVariable), files.contains(where: { $0.displayPath == fields[0] }) { continue }
            guard fields.count == 3, let file = files.first(where: { $0.displayPath == fields[0] }), let number = Int(fields[1]),
                  (1...max(1, lines(file.text).count)).contains(number) else {
                fatalError("a refusal not at the user's file and line: \(line)")
            }
        }
    case .missingScene(let message), .usage(let message), .cache(let message), .system(let message), .noToolchain(let message), .noKit(let message):
        if message.contains("\n") { fatalError("a refusal of more than one line: \(message)") }
    }
}

/// The fuzzer's folder (one per process, emptied for each input) and the Objective-C pass,
/// built once into .build-fuzz/cache when a toolchain is on PATH.
final class Workspace: @unchecked Sendable {
    static let shared = Workspace()
    let root: String
    let environment: [String: String]
    let pass: ObjectiveCPass?
    private var count = 0

    private init() {
        var template = Array("/tmp/fuzz-source-pass-XXXXXX".utf8CString)
        root = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = FileManager.default.currentDirectoryPath + "/.build-fuzz/cache"
        // An input the pass cannot read in time (SwiftParser is exponential in unclosed
        // brackets, as swiftc is) is refused well within libFuzzer's timeout.
        environment[SceneCompiler.secondsVariable] = "5"
        self.environment = environment
        let cache = CompileCache.open(environment: environment).cache
        pass = (try? Toolchain.locate(environment: environment, cache: cache)).flatMap {
            try? ObjectiveCPass.locate(toolchain: $0, kit: nil, cache: cache, environment: environment)
        }
        if pass == nil { FileHandle.standardError.write(Data("FuzzSourcePass: no Swift toolchain: the Objective-C pass is skipped\n".utf8)) }
        atexit { try? FileManager.default.removeItem(atPath: Workspace.shared.root) }
    }

    /// An empty folder for the next input.
    func fresh() -> String {
        try? FileManager.default.removeItem(atPath: root + "/input")
        try? FileManager.default.createDirectory(atPath: root + "/input", withIntermediateDirectories: true)
        return root + "/input"
    }
}
