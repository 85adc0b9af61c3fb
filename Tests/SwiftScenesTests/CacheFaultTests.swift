import Foundation
import ReferenceImageSupport
import Testing

/// The compile cache when the machine misbehaves: a compile killed halfway, a disk that
/// fills up, a cache folder that is not there yet. No half-built entry is ever run, the
/// failure is one line, and the next render on a healthy machine just works.
@Suite struct CacheFaultTests {
    let binary = Bundle.main.executableURL!.deletingLastPathComponent().appendingPathComponent("loaderanim").path

    /// The cache's swift/ folder: complete entries, and `.build-*` folders in progress.
    func listing(_ cache: String) throws -> (entries: [String], building: [String]) {
        let all = try FileManager.default.contentsOfDirectory(atPath: cache + "/loaderanim/swift")
        let entries = all.filter { !$0.hasPrefix(".") && !$0.hasPrefix("syntax-pass-") && !$0.hasPrefix("shared-kit-") }
        return (entries.filter { FileManager.default.fileExists(atPath: cache + "/loaderanim/swift/\($0)/complete") }.sorted(),
                all.filter { $0.hasPrefix(".build-") })
    }

    /// A copy of values.swift that no other test's cache holds.
    func freshScene(_ tag: String) throws -> String {
        let folder = temporaryFolder("fresh")
        let text = try String(contentsOfFile: sceneFolder + "/values.swift", encoding: .utf8) + "\n// \(tag) \(UUID())\n"
        try text.write(toFile: folder + "/values.swift", atomically: true, encoding: .utf8)
        return folder + "/values.swift"
    }

    /// loaderanim killed (SIGKILL, as the OOM killer or a CI timeout would) while swiftc
    /// builds: what it was building stays a `.build-*` folder, never an entry, and the next
    /// render compiles its own and renders.
    @Test func aKilledCompileLeavesNoEntry() throws {
        let cache = temporaryFolder("killed"), scene = try freshScene("killed"), out = temporaryFolder("out")
        // The Objective-C pass first, so that the kill lands in the scene's own compile.
        #expect(try swiftScene(["render", try freshScene("warm"), "--out", out + "/w.gif", "--quiet"], cache: cache).status == 0)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["render", scene, "--out", out + "/k.gif", "--quiet"]
        process.environment = ProcessInfo.processInfo.environment.merging(["XDG_CACHE_HOME": cache]) { $1 }
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while try listing(cache).building.isEmpty, Date() < deadline { usleep(10_000) }
        usleep(200_000)  // swiftc at work
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(try listing(cache).entries.count == 1)  // the warm-up's only
        #expect(!FileManager.default.fileExists(atPath: out + "/k.gif"))
        let again = try swiftScene(["render", scene, "--out", out + "/k.gif", "--quiet"], cache: cache)
        #expect(again.status == 0, "\(again.err)")
        #expect(try listing(cache).entries.count == 2)
        #expect(try Data(contentsOf: URL(fileURLWithPath: out + "/k.gif")) == Data(contentsOf: URL(fileURLWithPath: out + "/w.gif")))
    }

    /// A disk that fills up while the program is written (a file-size limit stands in for
    /// it: 32 KB, as the program is about 70 KB and the shared kit 50 MB; 1 MB under a
    /// sanitizer, whose programs link the archive, about 14 MB, and whose runtime needs
    /// more than 32 KB of file itself): one line, exit 73, no entry; the pass's and the
    /// shared kit's own builds (with a kit that has neither built ahead of time;
    /// values.swift has a layer subclass for the pass) and the scene's compile each. Then,
    /// with room again, it renders.
    @Test func aFullDiskIsOneLineAndNoEntry() throws {
        let out = temporaryFolder("out"), kit = try kitWithoutPass()
        for warm in [false, true] {
            let cache = temporaryFolder("full"), scene = try freshScene("full"), gif = out + "/f-\(warm).gif"
            if warm {
                #expect(try swiftScene(["render", try freshScene("warm"), "--out", out + "/w.gif", "--quiet"], cache: cache,
                                       environment: ["LOADERANIM_SWIFT_KIT": kit]).status == 0)
            }
            let limited = try run(["/bin/sh", "-c", "ulimit -f \(sharedKitsBuilt == 1 ? 64 : 2048); exec \"$0\" \"$@\"", binary, "render", scene, "--out", gif],
                                  environment: ["XDG_CACHE_HOME": cache, "LOADERANIM_SWIFT_KIT": kit], in: sceneFolder)
            let err = String(decoding: limited.err, as: UTF8.self)
            #expect(limited.status == 73, "\(err)")
            #expect(lines(err) == ["loaderanim: cannot write the scene's program in \(cache)/loaderanim: a file grew past the file "
                + "size limit; free some space, or set XDG_CACHE_HOME to a folder on another disk"])
            #expect(try listing(cache).entries.count == (warm ? 1 : 0))
            #expect(!FileManager.default.fileExists(atPath: gif))
            #expect(try swiftScene(["render", scene, "--out", gif, "--quiet"], cache: cache).status == 0)
        }
    }

    /// Whether this machine lets the tests mount a tmpfs of their own (a mount namespace:
    /// root, or unprivileged user namespaces), which the real-disk cases need.
    static let canMountTmpfs = (try? run(["unshare", "-m", "/bin/sh", "-c", "mount -t tmpfs tmpfs \"$0\"",
                                           temporaryFolder("mount")]))?.status == 0

    /// Runs `script` in a mount namespace of its own, where it mounts a tmpfs on the cache
    /// folder and renders into it: `$CACHE`, `$LOADERANIM`, `$SCENE` and `$GIF` are set.
    func inMountNamespace(_ script: String, cache: String, scene: String, gif: String, kit: String? = nil) throws
        -> (status: Int32, out: String, err: String) {
        var environment = ["CACHE": cache, "LOADERANIM": binary, "SCENE": scene, "GIF": gif, "XDG_CACHE_HOME": cache]
        if let kit { environment["LOADERANIM_SWIFT_KIT"] = kit }
        let result = try run(["unshare", "-m", "/bin/sh", "-c", script], environment: environment, in: sceneFolder)
        return (result.status, String(decoding: result.out, as: UTF8.self), String(decoding: result.err, as: UTF8.self))
    }

    /// A real disk that fills up: a tmpfs of 64 KB, where the program does not fit, and one of
    /// 4 MB, where the shared kit (50 MB) does not (gold, writing a mapped file, is killed by
    /// SIGBUS there). Each gives one line and exit 73, twice over (the failed build left
    /// nothing to run), and no folder of the cache is ever complete.
    @Test(.enabled(if: canMountTmpfs), arguments: ["64k", "4m"])
    func aSmallDiskIsOneLineAndNoEntry(size: String) throws {
        let cache = temporaryFolder("tmpfs"), out = temporaryFolder("out"), gif = out + "/t.gif"
        let result = try inMountNamespace("""
            mount -t tmpfs -o size=\(size) tmpfs "$CACHE" || exit 99
            "$LOADERANIM" render "$SCENE" --out "$GIF"; first=$?
            "$LOADERANIM" render "$SCENE" --out "$GIF"; echo "$first $?"
            find "$CACHE" -name complete
            """, cache: cache, scene: try freshScene("tmpfs"), gif: gif, kit: size == "4m" ? try kitWithoutPass() : nil)
        let line = "loaderanim: cannot write the scene's program in \(cache)/loaderanim: no space left on the disk; "
            + "free some space, or set XDG_CACHE_HOME to a folder on another disk"
        #expect(result.out == "73 73\n", "\(result.err)")
        #expect(lines(result.err) == [line, line])
        #expect(!FileManager.default.fileExists(atPath: gif))
    }

    /// A disk that turns read-only while swiftc builds the scene's program (remounted once
    /// the build folder is there, as soon as no file is open for writing, which a tmpfs
    /// needs): one line, exit 73, no entry, and advice that fits.
    @Test(.enabled(if: canMountTmpfs)) func aDiskTurnedReadOnlyMidBuildIsOneLine() throws {
        let cache = temporaryFolder("readonly"), out = temporaryFolder("out"), gif = out + "/r.gif"
        let result = try inMountNamespace("""
            mount -t tmpfs -o size=200m tmpfs "$CACHE" || exit 99
            "$LOADERANIM" render "$SCENE" --out "$GIF" & render=$!
            until ls -a "$CACHE/loaderanim/swift" 2>/dev/null | grep -q '^[.]build-'; do sleep 0.01; done
            until mount -o remount,ro "$CACHE" 2>/dev/null; do sleep 0.005; done
            wait $render; echo $?
            find "$CACHE" -name complete
            """, cache: cache, scene: try freshScene("readonly"), gif: gif)
        #expect(result.out == "73\n", "\(result.err)")
        #expect(lines(result.err) == ["loaderanim: cannot write the scene's program in \(cache)/loaderanim: the disk is read-only; "
            + "make it writable, or set XDG_CACHE_HOME to a folder on another disk"])
        #expect(!FileManager.default.fileExists(atPath: gif))
    }

    /// The same when the Objective-C pass is the first to meet the read-only disk: a kit
    /// whose pass remounts the cache read-only, then runs the real pass. This was a compile
    /// error, exit 65, naming the pass's output file.
    @Test(.enabled(if: canMountTmpfs)) func aDiskTurnedReadOnlyUnderThePassIsOneLine() throws {
        let cache = temporaryFolder("readonly-pass"), out = temporaryFolder("out"), gif = out + "/p.gif"
        let bin = Bundle.main.executableURL!.deletingLastPathComponent().path, kit = try kitWithoutPass()
        var real: [String: String] = [:]  // each pass's name in the kit, and the program it wraps
        for name in try FileManager.default.contentsOfDirectory(atPath: bin) {
            if name.hasPrefix("shared-kit-") {
                try FileManager.default.createSymbolicLink(atPath: kit + "/" + name, withDestinationPath: bin + "/" + name)
            } else if name.hasPrefix("syntax-pass-") {
                real[name] = bin + "/" + name
            }
        }
        if real.isEmpty {  // a sanitizer's build prepares none ahead of time
            let prepared = try loaderanim(["prepare-swift-kit", "--kit", kit], timeout: 300)
            try #require(prepared.status == 0, "\(prepared.err)")
            for name in try FileManager.default.contentsOfDirectory(atPath: kit) where name.hasPrefix("syntax-pass-") {
                try FileManager.default.moveItem(atPath: kit + "/" + name, toPath: kit + "/" + name + ".real")
                real[name] = kit + "/" + name + ".real"
            }
        }
        try #require(!real.isEmpty)
        for (name, program) in real {
            let script = "#!/bin/sh\nmount -o remount,ro \"$CACHE\" || exit 99\nexec '\(program)' \"$@\"\n"
            try script.write(toFile: kit + "/" + name, atomically: true, encoding: .utf8)
            chmod(kit + "/" + name, 0o755)
        }
        let result = try inMountNamespace("""
            mount -t tmpfs -o size=200m tmpfs "$CACHE" || exit 99
            "$LOADERANIM" render "$SCENE" --out "$GIF"; echo $?
            find "$CACHE" -name complete -not -path "*/shared-kit-*"  # a shared kit built first may be complete
            """, cache: cache, scene: try freshScene("readonly-pass"), gif: gif, kit: kit)
        #expect(result.out == "73\n", "\(result.err)")
        #expect(lines(result.err) == ["loaderanim: cannot write the scene's program in \(cache)/loaderanim: the disk is read-only; "
            + "make it writable, or set XDG_CACHE_HOME to a folder on another disk"])
        #expect(!FileManager.default.fileExists(atPath: gif))
    }

    /// A cache folder that does not exist yet, however deep, is made.
    @Test func aMissingCacheFolderIsMade() throws {
        let cache = temporaryFolder("missing") + "/not/there/yet", out = temporaryFolder("out")
        let result = try swiftScene(["render", try freshScene("missing"), "--out", out + "/m.gif", "--quiet"], cache: cache)
        #expect(result.status == 0 && result.err.isEmpty, "\(result.err)")
        #expect(try listing(cache).entries.count == 1)
    }
}
