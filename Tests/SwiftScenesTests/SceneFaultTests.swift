import Foundation
import ReferenceImageSupport
import Testing

/// A Swift scene's program failing every way a native program can (Scenes/fault.swift):
/// each costs one line from loaderanim, exit 70, no output file, and never loaderanim.
@Suite struct SceneFaultTests {
    static let flood = "loaderanim: fault.swift: the scene printed more than 1 MB (its print and standard error); loaderanim stopped it"

    @Test(arguments: [
        ("signal", "loaderanim: fault.swift: the scene's program was killed by SIGUSR1"),
        ("kill", "loaderanim: fault.swift: the scene's program was killed by SIGKILL"),
        ("print", flood), ("stderr", flood), ("line", flood),
    ])
    func aFaultIsOneLineExit70AndNoFile(fault: String, message: String) throws {
        try expectFault(fault, message)
    }

    /// A sanitizer (make test-sanitize) handles a stack overflow itself, and lifts the memory
    /// limit (its shadow memory counts as data), so these two run in the plain build only.
    @Test(.disabled(if: ProcessInfo.processInfo.environment["LOADERANIM_SWIFT_SANITIZE"] != nil),
          arguments: [
        ("recursion", "loaderanim: fault.swift: the scene's program was killed by SIGSEGV (a bad memory access or a stack overflow)"),
        ("memory", "loaderanim: fault.swift: the scene ran out of memory (--max-memory 300 MB): failed to allocate 16777248 bytes"),
    ])
    func aStackOverflowOrRunawayMemoryIsOneLine(fault: String, message: String) throws {
        try expectFault(fault, message)
    }

    func expectFault(_ fault: String, _ message: String) throws {
        let folder = temporaryFolder("fault")
        let result = try swiftScene(["render", "fault.swift", "--set", "fault=\(fault)", "--max-memory", "300",
                                     "--out", folder + "/f.gif", "--quiet"])
        #expect(result.status == 70 && !result.signaled)
        #expect(lines(result.err).last?.hasPrefix(message) == true, "\(lines(result.err).suffix(2))")
        // What the scene printed before it went wrong passes through, and no more than the budget.
        #expect(lines(result.err).first == "set up")
        #expect(result.err.utf8.count < (1 << 20) + (1 << 17))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    /// A thousand lines of a chatty loader are its own business: all passed on, in order.
    /// A file with nothing in it, Swift or Lua: one line, exit 65, no GIF. Reading an empty
    /// file leaked 4 KB inside Foundation (the source-pass fuzz target found it); under
    /// `make test-sanitize` LeakSanitizer's exit status would fail this.
    @Test func anEmptyFileIsOneLine() throws {
        let folder = temporaryFolder("empty")
        for name in ["Empty.swift", "empty.lua"] {
            FileManager.default.createFile(atPath: folder + "/" + name, contents: Data())
            let result = try swiftScene(["render", folder + "/" + name, "--out", folder + "/out.gif"])
            #expect(result.status == 65 && lines(result.err).count == 1, "\(name): \(result.status) \(result.err)")
            #expect(!FileManager.default.fileExists(atPath: folder + "/out.gif"))
        }
        // An empty file beside one the Objective-C pass rewrites: the pass writes it back empty.
        let scene = folder + "/objc"
        try FileManager.default.createDirectory(atPath: scene, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: sceneFolder + "/objc-loader.swift", toPath: scene + "/main.swift")
        FileManager.default.createFile(atPath: scene + "/Empty.swift", contents: Data())
        let result = try swiftScene(["render", scene, "--out", folder + "/objc.gif", "--quiet"])
        #expect(result.status == 0 && FileManager.default.fileExists(atPath: folder + "/objc.gif"), "\(result.err)")
    }

    @Test func aChattyLoaderRendersWithItsLines() throws {
        let folder = temporaryFolder("chatty")
        let result = try swiftScene(["render", "fault.swift", "--set", "fault=chatty", "--out", folder + "/f.gif", "--quiet"])
        #expect(result.status == 0, "\(result.err)")
        #expect(lines(result.err) == ["set up"] + (0..<1000).map { "frame \($0) of the loader is fine" })
        #expect(FileManager.default.fileExists(atPath: folder + "/f.gif"))
    }

    /// The scene's print goes to standard error, so a GIF or JSON on standard output stays
    /// exactly what loaderanim writes: the piped GIF equals the file, byte for byte.
    @Test func printNeverCorruptsStandardOutput() throws {
        let folder = temporaryFolder("piped")
        let environment = ["XDG_CACHE_HOME": sharedCache]
        let binary = Bundle.main.executableURL!.deletingLastPathComponent().appendingPathComponent("loaderanim").path
        let piped = try run([binary, "render", "fault.swift", "--set", "fault=chatty", "--out", "-"], environment: environment,
                            in: sceneFolder)
        let file = try swiftScene(["render", "fault.swift", "--set", "fault=chatty", "--out", folder + "/f.gif", "--quiet"])
        #expect(piped.status == 0 && file.status == 0)
        #expect(piped.out == (try Data(contentsOf: URL(fileURLWithPath: folder + "/f.gif"))))
        #expect(String(decoding: piped.err, as: UTF8.self).hasPrefix("set up\nframe 0 of the loader is fine\n"))
        let params = try swiftScene(["params", "fault.swift", "--json"])
        #expect(params.status == 0)
        #expect(params.out.hasPrefix("{") && !params.out.contains("set up"), "\(params.out)")
        #expect(params.err == "set up\n")
    }
}
