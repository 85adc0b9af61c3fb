import Foundation
import ReferenceImageSupport
import Testing

/// The compile cache as renders use it: a hit compiles nothing, a change compiles anew, a
/// damaged entry is rebuilt (never run), racing renders share one entry, and a cache that
/// cannot be written falls back to a temporary one that is removed afterwards.
@Suite struct SwiftSceneCacheTests {
    /// The entries of a cache folder.
    /// The scenes' entries (not the Objective-C pass's, which every scene shares).
    func entries(_ cache: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: cache + "/loaderanim/swift")
            .filter { !$0.hasPrefix(".") && !$0.hasPrefix("syntax-pass-") && !$0.hasPrefix("shared-kit-") }.sorted()
    }

    func identity(_ path: String) throws -> String {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return "\(attributes[.systemFileNumber]!) \(attributes[.size]!) \((attributes[.modificationDate] as! Date).timeIntervalSince1970)"
    }

    /// A copy of the folder scene in a folder of its own, so that it can be edited.
    func copiedScene() throws -> String {
        let folder = temporaryFolder("scene") + "/spinner"
        try FileManager.default.copyItem(atPath: sceneFolder + "/folder", toPath: folder)
        return folder
    }

    @Test func aHitCompilesNothingAndAChangeCompilesAnew() throws {
        let cache = temporaryFolder("cache"), scene = try copiedScene(), out = temporaryFolder("out")
        let first = try swiftScene(["render", scene, "--out", out + "/a.gif"], cache: cache)
        #expect(first.status == 0, "\(first.err)")
        let entry = try entries(cache)
        try #require(entry.count == 1)
        let program = cache + "/loaderanim/swift/" + entry[0] + "/scene"
        let before = try identity(program)
        let second = try swiftScene(["render", scene, "--out", out + "/b.gif"], cache: cache)
        #expect(second.status == 0)
        #expect(try identity(program) == before)
        #expect(try Data(contentsOf: URL(fileURLWithPath: out + "/a.gif")) == Data(contentsOf: URL(fileURLWithPath: out + "/b.gif")))
        // --set values are read at run time: no compile.
        #expect(try swiftScene(["render", scene, "--set", "color=red", "--out", out + "/c.gif"], cache: cache).status == 0)
        #expect(try entries(cache).count == 1)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: scene + "/main.swift"))
        handle.seekToEndOfFile()
        handle.write(Data("// a comment changes the key\n".utf8))
        try handle.close()
        #expect(try swiftScene(["render", scene, "--out", out + "/d.gif"], cache: cache).status == 0)
        #expect(try entries(cache).count == 2)
    }

    @Test func aDamagedEntryIsRebuiltNeverRun() throws {
        let cache = temporaryFolder("cache"), scene = try copiedScene(), out = temporaryFolder("out")
        #expect(try swiftScene(["render", scene, "--out", out + "/a.gif"], cache: cache).status == 0)
        let entry = try #require(try entries(cache).first)
        let program = cache + "/loaderanim/swift/" + entry + "/scene"
        let size = try FileManager.default.attributesOfItem(atPath: program)[.size] as! Int
        truncate(program, 4096)  // as a full disk or a killed copy would leave it
        let again = try swiftScene(["render", scene, "--out", out + "/b.gif"], cache: cache)
        #expect(again.status == 0, "\(again.err)")
        #expect(try FileManager.default.attributesOfItem(atPath: program)[.size] as! Int == size)
        // An entry without its completion marker (a compile killed before it finished).
        try FileManager.default.removeItem(atPath: (program as NSString).deletingLastPathComponent + "/complete")
        #expect(try swiftScene(["render", scene, "--out", out + "/c.gif"], cache: cache).status == 0)
        #expect(FileManager.default.fileExists(atPath: (program as NSString).deletingLastPathComponent + "/complete"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: out + "/a.gif")) == Data(contentsOf: URL(fileURLWithPath: out + "/c.gif")))
    }

    @Test func racingRendersShareOneEntry() throws {
        let cache = temporaryFolder("cache"), scene = try copiedScene(), out = temporaryFolder("out")
        // With something for the Objective-C pass, and a kit without it or its shared library:
        // both build them too.
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: scene + "/main.swift"))
        handle.seekToEndOfFile()
        handle.write(Data("// no @objc here, but the scan cannot tell\n".utf8))
        try handle.close()
        let kit = try kitWithoutPass()
        // Each render's exit status, set from its own thread (under a lock: two threads writing
        // elements of one array race on the array, as ThreadSanitizer pointed out).
        final class Results: @unchecked Sendable {
            private let lock = NSLock()
            private var values: [Int32] = [0, 0]
            func set(_ index: Int, _ status: Int32) { lock.withLock { values[index] = status } }
            var statuses: [Int32] { lock.withLock { values } }
        }
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            results.set(index, (try? swiftScene(["render", scene, "--out", out + "/\(index).gif"], cache: cache,
                                                environment: ["LOADERANIM_SWIFT_KIT": kit]).status) ?? -1)
        }
        #expect(results.statuses == [0, 0])
        #expect(try entries(cache).count == 1)
        // The Objective-C pass and the shared kit, which both built at once, are one entry each too.
        #expect(try passEntries(cache).count == 1 && sharedKitEntries(cache).count == sharedKitsBuilt)
        #expect(try Data(contentsOf: URL(fileURLWithPath: out + "/0.gif")) == Data(contentsOf: URL(fileURLWithPath: out + "/1.gif")))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: cache + "/loaderanim/swift").filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty)
    }

    @Test func anUnwritableCacheUsesATemporaryOneAndRemovesIt() throws {
        let blocker = temporaryFolder("blocker") + "/file", temporary = temporaryFolder("tmp"), out = temporaryFolder("out")
        try Data("a file where the cache folder would be".utf8).write(to: URL(fileURLWithPath: blocker))
        let result = try swiftScene(["render", "values.swift", "--out", out + "/v.gif"], cache: blocker + "/cache",
                                    environment: ["TMPDIR": temporary])
        #expect(result.status == 0, "\(result.err)")
        #expect(lines(result.err) == ["loaderanim: note: the compile cache \(blocker)/cache/loaderanim cannot be used (it cannot be made); "
            + "compiling into a temporary folder"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary).isEmpty)
        #expect(FileManager.default.fileExists(atPath: out + "/v.gif"))
    }
}
