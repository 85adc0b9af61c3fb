import Foundation
import ReferenceImageSupport
import Testing

/// `inspect` after a draw function's changes, and `--epoch`, from the command line.
@Suite struct DrawAndClockTests {
    static let cases = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../RasterTests/Cases").standardized.path

    func layers(_ arguments: [String]) throws -> [[String: Any]] {
        let result = try loaderanim(arguments)
        #expect(result.status == 0, "\(result.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        return try #require(json["layers"] as? [[String: Any]])
    }

    /// The gauge's draw adds the label, sets the needle and starts the badge's fade in its
    /// first call: `inspect --time 0` lists the tree after those changes.
    @Test func inspectShowsWhatTheFirstDrawChanged() throws {
        let top = try layers(["inspect", Self.cases + "/draw-side-effects.lua", "--time", "0"])
        #expect(top.map { $0["name"] as? String } == ["gauge", "needle", "badge"])
        let label = try #require((top[0]["sublayers"] as? [[String: Any]])?.first)
        let properties = try #require(label["properties"] as? [String: Any])
        #expect(label["name"] as? String == "label" && properties["string"] as? String == "42")
        #expect((top[1]["properties"] as? [String: Any])?["strokeColor"] as? String == "#007AFFFF")
        #expect((top[2]["properties"] as? [String: Any])?["opacity"] as? Double == 0)
    }

    /// os.time() at scene time 1.5: the epoch's whole seconds plus 1 (2001-01-01 is
    /// 978307200 s after 1970; 2024-05-01 is 19844 days, 1714521600 s).
    @Test(arguments: [([], "978307201"), (["--epoch", "2024-05-01T00:00:00Z"], "1714521601"), (["--epoch", "1e9"], "1000000001")])
    func epoch(_ options: [String], _ stamp: String) throws {
        let directory = temporaryDirectory()
        let file = directory + "/clock.lua"
        try """
            scene { width = 10, height = 10, duration = 2 }
            local stamp = Layer { name = "stamp" }
            root:addSublayer(stamp)
            at(1.5, function() stamp.name = "t" .. os.time() end)
            """.write(toFile: file, atomically: true, encoding: .utf8)
        let top = try layers(["inspect", file, "--time", "1.5"] + options)
        #expect(top.first?["name"] as? String == "t" + stamp)
    }
}
