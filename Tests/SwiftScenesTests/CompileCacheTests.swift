import Foundation
@testable import SwiftScenes
import Testing

/// The cache on its own, with stand-in programs: what is complete is used, what is not is
/// never run, races resolve to one entry (see CompileCache).
@Suite struct CompileCacheTests {
    let root: String
    let cache: CompileCache

    init() throws {
        root = temporaryFolder("cache")
        cache = CompileCache.open(environment: ["XDG_CACHE_HOME": root, "HOME": "/nonexistent"]).cache
    }

    /// A build folder holding a stand-in program.
    func built(_ text: String = "#!/bin/sh\necho scene\n") throws -> String {
        let folder = try cache.makeBuildFolder()
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/scene"))
        return folder
    }

    @Test func aPublishedEntryIsFoundAndAMissingOneIsNot() throws {
        #expect(cache.root == root + "/loaderanim")
        #expect(!cache.isTemporary)
        #expect(cache.program(forKey: "k1") == nil)
        let program = try cache.publish(try built(), key: "k1")
        #expect(program == root + "/loaderanim/swift/k1/scene")
        #expect(cache.program(forKey: "k1") == program)
    }

    @Test func aTruncatedOrRewrittenProgramIsNeverRun() throws {
        let program = try cache.publish(try built(), key: "k2")
        truncate(program, 3)
        #expect(cache.program(forKey: "k2") == nil)
        let other = try cache.publish(try built(), key: "k3")
        usleep(10_000)
        try Data("#!/bin/sh\necho evil!\n".utf8).write(to: URL(fileURLWithPath: other))  // same size, new bytes
        #expect(cache.program(forKey: "k3") == nil)
    }

    @Test func anEntryWithoutItsMarkerIsNeverRunAndIsReplaced() throws {
        let folder = try built()
        try FileManager.default.moveItem(atPath: folder, toPath: root + "/loaderanim/swift/k4")  // as a killed compile might
        #expect(cache.program(forKey: "k4") == nil)
        let program = try cache.publish(try built("#!/bin/sh\necho fresh\n"), key: "k4")
        #expect(cache.program(forKey: "k4") == program)
        #expect(try String(contentsOfFile: program, encoding: .utf8).contains("fresh"))
    }

    @Test func twoCompilesOfOneKeyEndWithOneEntry() throws {
        let first = try built("#!/bin/sh\necho first\n"), second = try built("#!/bin/sh\necho second\n")
        let a = try cache.publish(first, key: "k5")
        let b = try cache.publish(second, key: "k5")
        #expect(a == b)
        #expect(try String(contentsOfFile: b, encoding: .utf8).contains("first"))
        #expect(!FileManager.default.fileExists(atPath: second))
    }

    @Test func anUnwritableCacheFallsBackToATemporaryOne() throws {
        let file = root + "-file"
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: file))
        let (cache, note) = CompileCache.open(environment: ["XDG_CACHE_HOME": file + "/cache", "TMPDIR": root])
        #expect(cache.isTemporary)
        #expect(cache.root.hasPrefix(root + "/loaderanim-cache-"))
        #expect(note?.contains("cannot be used") == true)
        let folder = try cache.makeBuildFolder()
        try Data("#!/bin/sh\n".utf8).write(to: URL(fileURLWithPath: folder + "/scene"))
        let program = try cache.publish(folder, key: "k")
        #expect(cache.program(forKey: "k") == program)
    }

    @Test func theLeastRecentlyUsedEntriesGo() throws {
        for index in 0..<(CompileCache.maxEntries + 3) {
            _ = try cache.publish(try built(), key: "entry\(index)")
            var times = [timespec(tv_sec: 1_000_000 + index, tv_nsec: 0), timespec(tv_sec: 1_000_000 + index, tv_nsec: 0)]
            utimensat(AT_FDCWD, root + "/loaderanim/swift/entry\(index)", &times, 0)
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: root + "/loaderanim/swift").filter { !$0.hasPrefix(".") }
        #expect(names.count == CompileCache.maxEntries)
        #expect(!names.contains("entry0") && !names.contains("entry2"))
        #expect(names.contains("entry\(CompileCache.maxEntries + 2)"))
    }
}
