import BenchSupport
import Foundation
import Glibc
import ReferenceImageSupport
import Testing

/// The live programs behind a Swift scene's preview (`PROGRAM serve`, LiveProgram): frames
/// and inspections in any order are the command line's bytes; a crash, a hang, a program
/// killed from outside and a save while a request runs each cost at most that request; and
/// no program outlives the server.
@Suite struct LiveProgramTests {
    let values = SwiftScenePreviewTests.scenes + "/values.swift"

    @Test func orderedAndOutOfOrderTimesAreTheCommandLinesBytes() throws {
        let server = try PreviewProcess([values])
        for time in ["0.3", "0.9", "0.5", "0.5", "1.9", "0.1", "1.2", "0", "1.37", "0.31"] {
            #expect(try server.get("/frame.png?t=" + time).body == (try cli(["frame", values, "--time", time, "--out", "-"])).out, "frame at \(time)")
        }
        for time in ["1.5", "0.2", "0.2", "1.9"] {
            #expect(try server.get("/inspect.json?t=" + time).body == (try cli(["inspect", values, "--time", time])).out, "inspect at \(time)")
        }
        // Each set of the page's parameters plays in a program of its own; A and B interleaved.
        let folder = SwiftScenePreviewTests.scenes + "/folder"
        let pinned = try PreviewProcess([folder])
        for (time, color) in [("0.4", "systemGreen"), ("0.4", "systemRed"), ("0.2", "systemGreen"), ("0.6", "systemRed")] {
            #expect(try pinned.get("/frame.png?t=\(time)&set=color%3D\(color)").body
                == (try cli(["frame", folder, "--time", time, "--set", "color=\(color)", "--out", "-"])).out, "\(color) at \(time)")
        }
    }

    /// The protocol itself, on the program: answers framed as "CODE COUNT\n", a time the
    /// stage has passed refused with 75 (unless kept), a bad request with the command
    /// line's line and code, and a strip from a fresh program.
    @Test func theProgramsProtocol() throws {
        let compiled = try JSONSerialization.jsonObject(with: Data(try cli(["preview", values, "--compile-swift-scene"]).out)) as! [String: Any]
        let program = try ServedProgram(compiled["program"] as! String, scene: values, directory: compiled["directory"] as! String)
        let frame = { (time: String) in ["frame", values, "--time", time, "--out", "-"] }
        #expect(try program.answers(frame("0.8"), with: try cli(frame("0.8")).out))
        #expect(try program.answers(frame("0.8"), with: try cli(frame("0.8")).out))  // kept
        #expect(try program.ask(frame("0.4")).code == 75)
        #expect(try program.answers(frame("0"), with: try cli(frame("0")).out))  // kept from the start
        #expect(try program.answers(["inspect", values, "--time", "1.1"], with: try cli(["inspect", values, "--time", "1.1"]).out))
        let negative = try program.ask(frame("-1"))
        #expect(try negative.code == 64 && negative.bytes == Array(try cli(frame("-1")).err.dropLast()))
        #expect(try program.ask(["frame", values, "--time", "1.5", "--out", "x.png"]).code == 64)
        #expect(try program.ask(["frame", values, "--time", "1.5", "--out", "-", "--set", "x=1"]).code == 64)
        #expect(try program.ask(["render", values, "--out", "-"]).code == 64)
        #expect(try program.answers(frame("1.5"), with: try cli(frame("1.5")).out))
        let fresh = try ServedProgram(compiled["program"] as! String, scene: values, directory: compiled["directory"] as! String)
        let strip = ["strip", values, "--frames", "6", "--out", "-"]
        #expect(try fresh.answers(strip, with: try cli(strip).out))
        #expect(try program.ask(strip).code == 75)
    }

    /// A crash in a callback at 0.5 s is that request's answer, the command line's line;
    /// the next request starts another program.
    @Test func aCrashCostsOneAnswer() throws {
        let crash = SwiftScenePreviewTests.scenes + "/crash.swift"
        let options = ["--set", "mode=callback"]
        let server = try PreviewProcess([crash] + options)
        let frame = { (time: String) in ["frame", crash, "--time", time, "--out", "-"] + options }
        #expect(try server.get("/frame.png?t=0.2").body == (try cli(frame("0.2"))).out)
        let crashed = try server.get("/frame.png?t=0.7")
        #expect(try crashed.status == 500 && crashed.text == String(decoding: try cli(frame("0.7")).err, as: UTF8.self))
        #expect(crashed.text.contains("the download failed"))
        #expect(try server.get("/frame.png?t=0.3").body == (try cli(frame("0.3"))).out)
        #expect(try server.get("/frame.png?t=0.2").body == (try cli(frame("0.2"))).out)
    }

    /// A callback that never returns is cut at --max-seconds: one 500, then frames again.
    @Test func aHangIsCutByTheLimit() throws {
        let loop = SwiftScenePreviewTests.scenes + "/loop.swift"
        let options = ["--set", "where=timer", "--max-seconds", "1"]
        let server = try PreviewProcess([loop] + options)
        #expect(try server.get("/frame.png?t=0.1").status == 200)
        let started = Date()
        let hung = try server.get("/frame.png?t=0.5")
        #expect(hung.status == 500 && hung.text.contains("--max-seconds"))
        #expect(Date().timeIntervalSince(started) < 10)
        #expect(try server.get("/frame.png?t=0.1").body == (try cli(["frame", loop, "--time", "0.1", "--out", "-"] + options)).out)
    }

    /// A program killed from outside while idle costs no answer: the request goes to another.
    /// (One killed while it answers costs that answer.)
    @Test func aProgramKilledFromOutside() throws {
        let values = testFolder("live-killed") + "/values.swift"  // a copy: the programs of other tests live on
        try FileManager.default.copyItem(atPath: self.values, toPath: values)
        let server = try PreviewProcess([values])
        #expect(try server.get("/frame.png?t=0.5").status == 200)
        let killed = Self.programs(serving: values)
        #expect(!killed.isEmpty)
        for pid in killed { kill(pid, SIGKILL) }
        for _ in 0..<50 where !Set(Self.programs(serving: values)).isDisjoint(with: killed) { usleep(20_000) }  // dead, not reaped
        #expect(try server.get("/frame.png?t=0.6").body == (try cli(["frame", values, "--time", "0.6", "--out", "-"])).out)
    }

    /// A save while a slow request runs: that request is answered by the program it went
    /// to, later ones by the new build's, the old build's programs end, and when the server
    /// stops, no program is left.
    @Test func anEditWhileARequestRunsAndTheServersEnd() throws {
        let folder = testFolder("live-preview")
        let file = folder + "/Slow.swift"
        try Self.slow(color: "systemRed").write(toFile: file, atomically: true, encoding: .utf8)
        let before = try cli(["frame", file, "--time", "0.5", "--out", "-"]).out
        let server = try PreviewProcess([file])
        let events = try EventStream(port: server.port)
        _ = try events.next()
        _ = try server.get("/frame.png?t=0")
        let oldBuild = Set(Self.programs(serving: file).map(Self.executable))
        final class Answer: @unchecked Sendable { var body: [UInt8] = [] }
        let slow = Answer(), done = DispatchGroup()
        let port = server.port
        DispatchQueue.global().async(group: done) { slow.body = (try? Connection.get("/frame.png?t=0.5", port: port).body) ?? [] }
        usleep(300_000)  // the request is in the program's stalled callback
        try Self.slow(color: "systemBlue").write(toFile: file, atomically: true, encoding: .utf8)
        done.wait()
        #expect(slow.body == before)
        let reload = try events.next(timeout: 120)
        #expect(reload == "reload {\"generation\":1,\"error\":null}")
        let after = try server.get("/frame.png?t=0.5").body
        #expect(try after != before && after == (try cli(["frame", file, "--time", "0.5", "--out", "-"])).out)
        let kept = Self.programs(serving: file).map(Self.executable)
        #expect(kept.allSatisfy { !oldBuild.contains($0) })
        #expect(!Self.programs(serving: file).isEmpty)
        server.stop()
        var left = Self.programs(serving: file)
        for _ in 0..<50 where !left.isEmpty {
            usleep(100_000)
            left = Self.programs(serving: file)
        }
        #expect(left.isEmpty, "\(left.count) programs left after the server stopped")
    }

    // MARK: Fixtures

    /// A square of `color`; a timer at 0.2 s stalls 1.5 s of real time.
    static func slow(color: String) -> String {
        """
        import Glibc
        import UIKit
        import LoaderAnim

        let canvas = scene(title: "Slow", width: 40, height: 40, background: .white, duration: 1, fps: 10)
        let square = CALayer()
        square.frame = CGRect(x: 5, y: 5, width: 30, height: 30)
        square.backgroundColor = UIColor.\(color).cgColor
        canvas.layer.addSublayer(square)
        Timer.scheduledTimer(withTimeInterval: 0.2, repeats: false) { _ in usleep(1_500_000) }
        """
    }

    static func programs(serving scene: String) -> [pid_t] { livePrograms(serving: scene) }

    static func executable(_ pid: pid_t) -> String { commandLine(of: pid).first ?? "" }
}

/// A Swift scene's program started with `serve`, asked over its pipes as the preview asks.
final class ServedProgram {
    let process = Process()
    let requests = Pipe(), answers = Pipe()

    init(_ program: String, scene: String, directory: String) throws {
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = ["serve", scene]
        process.environment = ProcessInfo.processInfo.environment.merging(
            ["LOADERANIM_SWIFT_SCENE": scene, "LOADERANIM_SWIFT_SCENE_DIR": directory]) { $1 }
        process.standardInput = requests
        process.standardOutput = answers
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    deinit {
        try? requests.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    /// Whether the program answers `arguments` with `bytes` (code 0).
    func answers(_ arguments: [String], with bytes: [UInt8]) throws -> Bool {
        let answer = try ask(arguments)
        return answer.code == 0 && answer.bytes == bytes
    }

    func ask(_ arguments: [String]) throws -> (code: Int32, bytes: [UInt8]) {
        requests.fileHandleForWriting.write(try JSONSerialization.data(withJSONObject: arguments) + Data("\n".utf8))
        var header = Data()
        while header.last != 10 { header += try answers.fileHandleForReading.read(upToCount: 1) ?? { throw HTTPError("the program ended") }() }
        let fields = String(decoding: header.dropLast(), as: UTF8.self).split(separator: " ")
        let count = Int(fields[1])!
        var body = Data()
        while body.count < count { body += try answers.fileHandleForReading.read(upToCount: count - body.count) ?? { throw HTTPError("the program ended") }() }
        return (Int32(fields[0])!, [UInt8](body))
    }
}
