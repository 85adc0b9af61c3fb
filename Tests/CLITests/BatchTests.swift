import Foundation
import Testing

/// `loaderanim batch`: the same bytes as `render`, in parallel and in shards; each failed
/// entry one exact line; the worst exit code.
@Suite struct BatchTests {
    let ring = "\(testScenes)/ring.lua"

    /// Writes `json` as a manifest in a fresh folder (with an out/ folder) and returns both paths.
    func manifest(_ json: String) throws -> (folder: String, path: String) {
        let folder = temporaryDirectory()
        try FileManager.default.createDirectory(atPath: folder + "/out", withIntermediateDirectories: false)
        let path = folder + "/batch.json"
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        return (folder, path)
    }

    func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    /// Three entries, each with its `render` arguments.
    var entries: [(json: String, arguments: [String])] {
        [(#"{"scene": "\#(ring)", "out": "OUT/a.gif"}"#, []),
         (#"{"scene": "\#(ring)", "out": "OUT/b.gif", "set": {"lineWidth": 6}, "fps": 10, "dither": "bayer", "colors": 16}"#,
          ["--set", "lineWidth=6", "--fps", "10", "--dither", "bayer", "--colors", "16"]),
         (#"{"scene": "\#(ring)", "out": "OUT/c.gif", "set": ["lineWidth=2"], "scale": 2, "background": "transparent", "matte": "black", "lossy": 10}"#,
          ["--set", "lineWidth=2", "--scale", "2", "--background", "transparent", "--matte", "black", "--lossy", "10"])]
    }

    @Test func parallelAndShardedRunsWriteWhatRenderWrites() throws {
        let singles = temporaryDirectory()
        for (i, entry) in entries.enumerated() {
            #expect(try loaderanim(["render", ring, "--out", "\(singles)/\(i).gif"] + entry.arguments).status == 0)
        }
        let expected = (0..<3).map { bytes("\(singles)/\($0).gif") }
        for run in [["--jobs", "3"], ["--jobs", "1"], ["--shard", "1/2"], ["--shard", "2/2", "--jobs", "2"]] {
            let out = temporaryDirectory()
            let (_, path) = try manifest(#"{"entries": ["# + entries.map(\.json).joined(separator: ", ")
                .replacingOccurrences(of: "OUT", with: out) + "]}")
            let result = try loaderanim(["batch", path] + run)
            #expect(result.status == 0 && result.err.isEmpty && result.out.isEmpty, "\(run): \(result.err)")
            let shard: Set<Int> = run == ["--shard", "1/2"] ? [0, 2] : run.first == "--shard" ? [1] : [0, 1, 2]
            for i in 0..<3 {
                #expect(bytes("\(out)/\(["a", "b", "c"][i]).gif") == (shard.contains(i) ? expected[i] : nil), "\(run) entry \(i + 1)")
            }
        }
        #expect(expected.allSatisfy { ($0?.count ?? 0) > 100 })
    }

    @Test func aBadEntryFailsAloneWithOneExactLine() throws {
        let out = temporaryDirectory()
        let (_, path) = try manifest("""
            {"entries": [
              {"scene": "\(ring)", "out": "\(out)/a.gif"},
              {"scene": "\(ring)", "out": "\(out)/b.gif", "fps": 60},
              {"scene": "\(ring)", "out": "\(out)/c.gif", "fsp": 10},
              {"scene": "\(ring)", "out": "\(out)/d.gif", "set": {"lineWidth": 4}}
            ]}
            """)
        let result = try loaderanim(["batch", path])
        #expect(result.status == 65)  // the worst of 64 and 65
        #expect(result.err == """
            loaderanim: \(path): entry 2 (\(ring) -> \(out)/b.gif): fps 60 is above 50: GIF delays are whole centiseconds and browsers play delays under 2 cs as 10 cs
            loaderanim: \(path): entry 3 (\(ring) -> \(out)/c.gif): unknown field "fsp": did you mean fps?

            """)
        #expect(bytes("\(out)/a.gif") != nil && bytes("\(out)/d.gif") != nil)
        #expect(bytes("\(out)/b.gif") == nil && bytes("\(out)/c.gif") == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).sorted() == ["a.gif", "d.gif"])
    }

    @Test func aMissingSceneAndAnUnwritableOutput() throws {
        let (folder, path) = try manifest("""
            {"entries": [
              {"scene": "no-such-scene", "out": "out/a.gif"},
              {"scene": "\(ring)", "out": "/nowhere/at/all/b.gif"},
              {"scene": "\(ring)", "out": "FOLDER/out/c.gif"}
            ]}
            """.replacingOccurrences(of: "FOLDER", with: "F"))
        try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "F/", with: folder + "/")
            .write(toFile: path, atomically: true, encoding: .utf8)
        let result = try loaderanim(["batch", path, "--jobs", "3"])
        #expect(result.status == 73)
        let lines = result.err.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("loaderanim: \(path): entry 1 (no-such-scene -> out/a.gif): no scene named \"no-such-scene\"; ") == true)
        #expect(lines.last == "loaderanim: \(path): entry 2 (\(ring) -> /nowhere/at/all/b.gif): /nowhere/at/all/b.gif: the folder /nowhere/at/all does not exist")
        #expect(bytes(folder + "/out/c.gif") != nil)
    }

    /// Found by `make fuzz FUZZ_TARGET=manifest`: 513 `[` and nothing else crashed batch
    /// (JSONDecoder traps locating an error at the very end of the file), 100,000 overflowed
    /// the syntax check's stack, and 600 well paired were only "not valid JSON".
    @Test(arguments: [String(repeating: "[", count: 513), String(repeating: "[", count: 100_000),
                      String(repeating: "[", count: 600) + String(repeating: "]", count: 600)])
    func deeplyNestedManifestsAreOneLine(json: String) throws {
        let (_, path) = try manifest(json)
        let result = try loaderanim(["batch", path])
        #expect(result.status == 65)
        #expect(result.err == "loaderanim: \(path): line 1, column 257: not valid JSON (nested more than 256 deep)\n")
    }

    @Test func malformedAndMissingManifests() throws {
        let (_, path) = try manifest("{\"entries\": [\n  {\"scene\": \"ring\",, }\n]}")
        let malformed = try loaderanim(["batch", path])
        #expect(malformed.status == 65)
        #expect(malformed.err == "loaderanim: \(path): line 2, column 20: not valid JSON (invalid value)\n")
        let (_, number) = try manifest("42")
        #expect(try loaderanim(["batch", number]).err
            == "loaderanim: \(number): a manifest is an object, {\"entries\": [...]}, or a list of entries, [...]\n")
        let missing = try loaderanim(["batch", "/nowhere/batch.json"])
        #expect(missing.status == 66 && missing.err == "loaderanim: /nowhere/batch.json: no such manifest file\n")
        let shard = try loaderanim(["batch", path, "--shard", "0/2"])
        #expect(shard.status == 64 && shard.err == "loaderanim: The value '0/2' is invalid for '--shard <K/N>' (see loaderanim --help)\n")
    }

    /// The bare list is the object's "entries" on their own: the same entries give the same
    /// files, byte for byte, and the same one line for an entry that is not an object
    /// (numbered from 1 as in the object form). An empty list renders nothing and succeeds,
    /// as `{"entries": []}` does.
    @Test func aBareListIsAManifestToo() throws {
        let wrapped = temporaryDirectory(), bare = temporaryDirectory()
        let list = "[" + entries.prefix(2).map(\.json).joined(separator: ", ") + "]"
        let (_, objectPath) = try manifest(#"{"entries": "# + list.replacingOccurrences(of: "OUT", with: wrapped) + "}")
        let (_, listPath) = try manifest(list.replacingOccurrences(of: "OUT", with: bare))
        #expect(try loaderanim(["batch", objectPath]).status == 0)
        let result = try loaderanim(["batch", listPath])
        #expect(result.status == 0 && result.err.isEmpty, "\(result.err)")
        for name in ["a.gif", "b.gif"] {
            #expect(bytes("\(bare)/\(name)") != nil && bytes("\(bare)/\(name)") == bytes("\(wrapped)/\(name)"), "\(name)")
        }
        let (_, mixed) = try manifest(#"[{"scene": "\#(ring)", "out": "\#(bare)/c.gif", "duration": 0.2}, 7]"#)
        let partly = try loaderanim(["batch", mixed])
        #expect(partly.status == 65)
        #expect(partly.err == "loaderanim: \(mixed): entry 2 (? -> ?): an entry must be an object with \"scene\" and \"out\"\n")
        #expect(bytes("\(bare)/c.gif") != nil)
        let (_, empty) = try manifest("[]")
        let none = try loaderanim(["batch", empty])
        #expect(none.status == 0 && none.err.isEmpty)
    }

    @Test func shardsSplitByIndexAndTheReportSaysWhatHappened() throws {
        let folder = temporaryDirectory()
        let list = (1...5).map { #"{"scene": "\#(ring)", "out": "\#(folder)/\#($0).gif", "duration": 0.2}"# }
        let (_, path) = try manifest(#"{"entries": ["# + list.joined(separator: ", ") + "]}")
        let result = try loaderanim(["batch", path, "--shard", "2/3", "--json"])
        #expect(result.status == 0)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let entries = try #require(report["entries"] as? [[String: Any]])
        // from 0, the indices 1 and 4 are 2 - 1 modulo 3: entries 2 and 5
        #expect(entries.map { $0["entry"] as? Int } == [2, 5])
        #expect(entries.map { $0["output"] as? String } == ["\(folder)/2.gif", "\(folder)/5.gif"])
        #expect(entries.allSatisfy { $0["error"] is NSNull && $0["exit"] as? Int == 0 && $0["frames"] as? Int == 5 })
        #expect(entries.map { $0["bytes"] as? Int } == ["2", "5"].map { bytes("\(folder)/\($0).gif")?.count })
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["2.gif", "5.gif"])
    }
}

/// Every JSON the command line prints comes from an encoder: names with a quote, a
/// backslash and a newline come back exactly.
@Suite struct JSONOutputTests {
    static let awkward = "a\"b\\c\nd"

    @Test func awkwardNamesSurviveEveryJSON() throws {
        let folder = temporaryDirectory()
        let scene = folder + "/\(Self.awkward).lua"
        let source = try String(contentsOfFile: "\(testScenes)/ring.lua", encoding: .utf8)
            .replacingOccurrences(of: #"name = "ring""#, with: #"name = "a\"b\\c\nd""#)
            .replacingOccurrences(of: #""ring width""#, with: #""a\"b\\c\nd""#)
        try source.write(toFile: scene, atomically: true, encoding: .utf8)
        func object(_ arguments: [String]) throws -> [String: Any] {
            let result = try loaderanim(arguments)
            #expect(result.status == 0, "\(arguments): \(result.err)")
            return try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        }
        #expect(try object(["render", scene, "--out", folder + "/a.gif", "--json"])["scene"] as? String == Self.awkward)
        let params = try object(["params", scene, "--json"])
        #expect(params["scene"] as? String == Self.awkward)
        #expect((params["parameters"] as? [[String: Any]])?.first?["help"] as? String == Self.awkward)
        let inspect = try object(["inspect", scene, "--time", "0.5"])
        #expect(inspect["scene"] as? String == Self.awkward)
        #expect((inspect["layers"] as? [[String: Any]])?.first?["name"] as? String == Self.awkward)
        try #"{"entries": [{"scene": "\#(scene.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n"))", "out": "\#(folder)/b.gif"}]}"#
            .write(toFile: folder + "/batch.json", atomically: true, encoding: .utf8)
        let batch = try object(["batch", folder + "/batch.json", "--json"])
        #expect((batch["entries"] as? [[String: Any]])?.first?["scene"] as? String == scene)
    }

    /// Swift scenes in a manifest: each distinct scene compiled once (one compile-cache entry
    /// each), its entries run as `render` runs them, byte for byte, in parallel or in shards;
    /// one that does not compile fails each of its entries with its first error line.
    @Test func swiftScenesRenderAsRenderDoes() throws {
        func manifest(_ json: String) throws -> (folder: String, path: String) {
            let folder = temporaryDirectory(), path = folder + "/batch.json"
            try json.write(toFile: path, atomically: true, encoding: .utf8)
            return (folder, path)
        }
        func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }
        let examples = URL(fileURLWithPath: testScenes).appendingPathComponent("../../../examples/swift").standardized.path
        let spinner = examples + "/spinner.swift", ring = examples + "/progress-ring.swift"
        let cache = temporaryDirectory()
        let singles = temporaryDirectory()
        let runs: [(scene: String, json: String, arguments: [String])] = [
            (spinner, #""set": {"lineWidth": 3}, "duration": 0.5"#, ["--set", "lineWidth=3", "--duration", "0.5"]),
            (spinner, #""fps": 20, "duration": 0.5, "colors": 16"#, ["--fps", "20", "--duration", "0.5", "--colors", "16"]),
            (ring, #""duration": 0.5"#, ["--duration", "0.5"]),
        ]
        for (i, run) in runs.enumerated() {
            let result = try loaderanim(["render", run.scene, "--out", "\(singles)/\(i).gif"] + run.arguments,
                                        environment: ["XDG_CACHE_HOME": cache])
            #expect(result.status == 0, "\(result.err)")
        }
        for options in [["--jobs", "3"], ["--shard", "2/2"]] {
            let out = temporaryDirectory(), batchCache = temporaryDirectory()
            let entries = runs.enumerated().map { #"{"scene": "\#($1.scene)", "out": "\#(out)/\#($0).gif", \#($1.json)}"# }
            let (_, path) = try manifest("[" + entries.joined(separator: ", ") + "]")
            let result = try loaderanim(["batch", path] + options, environment: ["XDG_CACHE_HOME": batchCache])
            #expect(result.status == 0, "\(options): \(result.err)")
            for i in runs.indices where options != ["--shard", "2/2"] || i % 2 == 1 {
                #expect(bytes("\(out)/\(i).gif") == bytes("\(singles)/\(i).gif"), "\(options): entry \(i + 1)")
            }
            if options == ["--jobs", "3"] {
                let folder = batchCache + "/loaderanim/swift"
                // Scenes' programs, not the Objective-C pass a kit without one builds there.
                let programs = try FileManager.default.contentsOfDirectory(atPath: folder)
                    .filter { !$0.hasPrefix("syntax-pass-") && FileManager.default.fileExists(atPath: "\(folder)/\($0)/scene") }
                #expect(programs.count == 2, "\(programs)")
            }
        }
        let bad = temporaryDirectory() + "/bad.swift"
        try "let x: Int = \"one\"\n".write(toFile: bad, atomically: true, encoding: .utf8)
        let out = temporaryDirectory()
        let (_, path) = try manifest(#"[{"scene": "\#(bad)", "out": "\#(out)/a.gif"}, {"scene": "\#(bad)", "out": "\#(out)/b.gif"}]"#)
        let result = try loaderanim(["batch", path], environment: ["XDG_CACHE_HOME": cache])
        #expect(result.status == 65)
        let errors = result.err.split(separator: "\n")
        #expect(errors.count == 2 && errors.allSatisfy { $0.contains("bad.swift:1:14: error: cannot convert") }, "\(result.err)")
    }

    /// The two shards of one manifest started at once with one cache, each with entries of
    /// the same Swift scene: both compile it, the first to finish puts its program in place,
    /// the other runs that one, and the cache holds one entry for the scene; each GIF is
    /// `render`'s.
    @Test func concurrentShardsShareOneEntry() throws {
        let examples = URL(fileURLWithPath: testScenes).appendingPathComponent("../../../examples/swift").standardized.path
        let spinner = examples + "/spinner.swift"
        let scene = temporaryDirectory() + "/spinner.swift"  // a copy no other test's cache holds
        try (String(contentsOfFile: spinner, encoding: .utf8) + "\n// \(UUID())\n").write(toFile: scene, atomically: true, encoding: .utf8)
        let cache = temporaryDirectory(), out = temporaryDirectory(), singles = temporaryDirectory()
        let entries = (0..<4).map { #"{"scene": "\#(scene)", "out": "\#(out)/\#($0).gif", "duration": 0.3, "set": {"lineWidth": \#($0 + 2)}}"# }
        let path = temporaryDirectory() + "/batch.json"
        try ("[" + entries.joined(separator: ", ") + "]").write(toFile: path, atomically: true, encoding: .utf8)
        final class Statuses: @unchecked Sendable {
            private let lock = NSLock()
            private var values: [Int32] = [-1, -1]
            func set(_ index: Int, _ status: Int32) { lock.withLock { values[index] = status } }
            var all: [Int32] { lock.withLock { values } }
        }
        let statuses = Statuses()
        DispatchQueue.concurrentPerform(iterations: 2) { shard in
            statuses.set(shard, (try? loaderanim(["batch", path, "--shard", "\(shard + 1)/2"], environment: ["XDG_CACHE_HOME": cache]).status) ?? -2)
        }
        #expect(statuses.all == [0, 0])
        let folder = cache + "/loaderanim/swift"
        // Scenes' programs, not the Objective-C pass or the shared kit a kit without them builds there.
        let programs = try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { !$0.hasPrefix(".") && !$0.hasPrefix("syntax-pass-") && !$0.hasPrefix("shared-kit-")
                      && FileManager.default.fileExists(atPath: "\(folder)/\($0)/scene") }
        #expect(programs.count == 1, "\(programs)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix(".build-") }.isEmpty)
        for i in 0..<4 {
            let single = try loaderanim(["render", scene, "--out", "\(singles)/\(i).gif", "--duration", "0.3", "--set", "lineWidth=\(i + 2)"],
                                        environment: ["XDG_CACHE_HOME": cache])
            #expect(single.status == 0, "\(single.err)")
            #expect(FileManager.default.contents(atPath: "\(out)/\(i).gif") == FileManager.default.contents(atPath: "\(singles)/\(i).gif"), "entry \(i + 1)")
        }
    }
}
