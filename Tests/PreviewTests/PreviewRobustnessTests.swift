import BenchSupport
import Foundation
import Testing

/// The preview server against what a real desk does to it: it listens on loopback only,
/// a Swift scene saved a hundred times in a row is compiled one save at a time and ends
/// on the last one, and pages that go away mid-answer cost it nothing.
@Suite struct PreviewRobustnessTests {
    /// The listening socket's local address, from /proc/net/tcp: 0100007F is 127.0.0.1.
    @Test func itListensOnLoopbackOnly() throws {
        let server = try PreviewProcess([PreviewServerTests.repository + "/scenes/spinner.lua"])
        let table = ["/proc/net/tcp", "/proc/net/tcp6"].compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }.joined(separator: "\n")
        let port = String(format: "%04X", server.port)
        var listening: [String] = []
        for line in table.split(separator: "\n") {
            let fields = line.split(separator: " ").map(String.init)
            if fields.count > 3, fields[1].hasSuffix(":" + port), fields[3] == "0A" { listening.append(fields[1]) }  // 0A: LISTEN
        }
        #expect(listening == ["0100007F:" + port])
    }

    /// A hundred saves, 10 ms apart, each a different color, the last blue: the server
    /// compiles one at a time (a generation per compile that finished, far fewer than the
    /// saves), announces each, and ends serving exactly the last file.
    @Test func aHundredRapidSavesEndOnTheLastOne() throws {
        let file = try SwiftScenePreviewTests.pulseFile()
        let server = try PreviewProcess([file])
        let events = try EventStream(port: server.port)
        #expect(try events.next() == "hello {\"generation\":0,\"error\":null}")
        let colors = ["systemGreen", "systemOrange", "systemPink", "systemTeal"]
        for save in 0..<100 {
            let color = save == 99 ? "systemBlue" : colors[save % colors.count]
            try SwiftScenePreviewTests.pulse(color: color).write(toFile: file, atomically: true, encoding: .utf8)
            usleep(10_000)
        }
        let expected = try cli(["frame", file, "--time", "0.2", "--out", "-"])
        #expect(expected.status == 0)
        var announced = 0
        while try server.get("/frame.png?t=0.2").body != expected.out {
            announced += 1
            #expect(try events.next(timeout: 120) == "reload {\"generation\":\(announced),\"error\":null}")
        }
        // The last file may be served before its reload is read here: every generation the
        // server reports was announced, in order, each a reload.
        let status = try JSONSerialization.jsonObject(with: Data(try server.get("/status.json").body)) as! [String: Any]
        let generation = try #require(status["generation"] as? Int)
        #expect(status["error"] is NSNull && status["file"] as? String == file)
        while announced < generation {
            announced += 1
            #expect(try events.next(timeout: 120) == "reload {\"generation\":\(announced),\"error\":null}")
        }
        #expect(generation >= 1 && generation < 20, "\(generation) compiles for 100 saves")
    }

    /// Twenty pages that hang up mid-GIF and twenty that drop the event stream: the server
    /// answers the next request as before and still announces a reload to a page that stays.
    @Test func clientsThatHangUpMidAnswerCostNothing() throws {
        let file = try SwiftScenePreviewTests.pulseFile()
        let server = try PreviewProcess([file])
        let frame = try server.get("/frame.png?t=0.2")
        for _ in 0..<20 {
            let gif = try Connection(port: server.port)
            try gif.send("GET /render.gif HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            let events = try Connection(port: server.port)
            try events.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            _ = try events.receive(timeout: 5)
            // Both go out of scope here: their sockets close with answers unread.
        }
        #expect(try server.get("/frame.png?t=0.2").body == frame.body && frame.status == 200)
        let stays = try EventStream(port: server.port)
        #expect(try stays.next() == "hello {\"generation\":0,\"error\":null}")
        try SwiftScenePreviewTests.pulse(color: "systemBlue").write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try stays.next(timeout: 120) == "reload {\"generation\":1,\"error\":null}")
        #expect(try server.get("/render.gif").body == (try cli(["render", file, "--out", "-"])).out)
    }

    /// --max-memory reaches the scene's programs: a runaway allocation is the command line's
    /// one line, naming the limit given, and the next answer is served as before. (Under a
    /// sanitizer the limit is lifted, as in SceneFaultTests.)
    @Test(.disabled(if: ProcessInfo.processInfo.environment["LOADERANIM_SWIFT_SANITIZE"] != nil))
    func aSceneOverItsMemoryIsAnAnswerNamingTheLimit() throws {
        let fault = SwiftScenePreviewTests.scenes + "/fault.swift"
        let server = try PreviewProcess([fault, "--max-memory", "300"])
        let answer = try server.get("/frame.png?t=0.7&set=fault%3Dmemory")
        let expected = try cli(["frame", fault, "--max-memory", "300", "--set", "fault=memory", "--time", "0.7", "--out", "-"])
        #expect(answer.status == 500 && expected.status == 70)
        #expect(answer.text.contains("the scene ran out of memory (--max-memory 300 MB): failed to allocate"), "\(answer.text)")
        #expect(answer.text == String(decoding: expected.err, as: UTF8.self))
        #expect(try server.get("/frame.png?t=0.7").status == 200)
    }
}
