import BenchSupport
import Foundation

/// `loaderanim preview` of a Swift scene under load (issue 47; SCENE_BENCH_ONLY=load): 4
/// clients, each asking 50 times a second for 10 s (frames, one in five an inspection, at
/// times spread over the scene in a shuffled order, so that many go back in time), while
/// the scene's file is saved twice. Every request must be answered (a frame, or one line);
/// the server's memory is read before, right after and 3 s after the load, and the scene's
/// programs are counted while it runs and after the server stops.
struct PreviewLoad {
    let answered: [Int: Int]
    let unanswered: [String]
    let latencies: [Double]
    let reloads: Int
    let memoryMB: (before: Double, after: Double, settled: Double)
    let programsDuring: Int, programsAfter: Int

    static func measure(loaderanim: String, repository: String, directory: URL, clients: Int = 4, rate: Double = 50,
                        seconds: Double = 10) throws -> PreviewLoad {
        let folder = directory.appendingPathComponent("preview-load").path
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let file = folder + "/values.swift"
        try FileManager.default.copyItem(atPath: repository + "/Tests/SwiftScenesTests/Scenes/values.swift", toPath: file)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let server = try PreviewProcess(loaderanim: loaderanim, [file])
        let events = try EventStream(port: server.port)
        _ = try events.next()
        _ = try server.get("/frame.png?t=0")
        let before = residentMB(server.pid)
        final class Tally: @unchecked Sendable {
            let lock = NSLock()
            var answered: [Int: Int] = [:], unanswered: [String] = [], latencies: [Double] = [], programs = 0
        }
        let tally = Tally(), port = server.port, start = Child.now()
        // Each client asks on its schedule, whether or not its last answer has come (a page
        // with several connections), so the load is the rate asked, not what the server allows.
        let group = DispatchGroup()
        for client in 0..<clients {
            DispatchQueue.global().async(group: group) {
                var generator = SystemRandomNumberGenerator()
                for request in 0..<Int(rate * seconds) {
                    let due = start + Double(request) / rate
                    if due > Child.now() { usleep(UInt32((due - Child.now()) * 1e6)) }
                    let time = Double(Int.random(in: 0..<200, using: &generator)) / 100
                    let path = request % 5 == 4 ? "/inspect.json?t=\(time)" : "/frame.png?t=\(time)"
                    DispatchQueue.global().async(group: group) {
                        let asked = Child.now()
                        let answer = Result { try Connection.get(path, port: port) }
                        let took = Child.now() - asked
                        tally.lock.withLock {
                            switch answer {
                            case .success(let answer): tally.answered[answer.status, default: 0] += 1
                            case .failure(let error): tally.unanswered.append("client \(client), \(path): \(error)")
                            }
                            tally.latencies.append(took)
                        }
                    }
                }
            }
        }
        // Two saves while the clients ask; the programs counted in between.
        var reloads = 0
        for save in 1...2 {
            Thread.sleep(forTimeInterval: seconds / 3)
            try (text + "\n// save \(save)\n").write(toFile: file, atomically: true, encoding: .utf8)
            if (try? events.next(timeout: 30))?.hasPrefix("reload") == true { reloads += 1 }
            tally.lock.withLock { tally.programs = max(tally.programs, programs(serving: file)) }
        }
        group.wait()
        let after = residentMB(server.pid)
        Thread.sleep(forTimeInterval: 3)
        let settled = residentMB(server.pid)
        server.stop()
        var left = programs(serving: file)
        for _ in 0..<50 where left > 0 {
            usleep(100_000)
            left = programs(serving: file)
        }
        return PreviewLoad(answered: tally.answered, unanswered: tally.unanswered, latencies: tally.latencies, reloads: reloads,
                           memoryMB: (before, after, settled), programsDuring: tally.programs, programsAfter: left)
    }

    /// The resident memory of `pid`, in MB (VmRSS).
    static func residentMB(_ pid: Int32) -> Double {
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        return (Double(line.split(separator: " ").dropFirst().first ?? "") ?? 0) / 1024
    }

    static func programs(serving scene: String) -> Int { livePrograms(serving: scene).count }

    var lines: [String] {
        let total = answered.values.reduce(0, +) + unanswered.count
        let statuses = answered.keys.sorted().map { "\($0): \(answered[$0]!)" }.joined(separator: ", ")
        return [
            String(format: "- preview under load (a Swift scene, 4 clients at 50 requests a second for 10 s, two saves): %d requests, "
                   + "%d answered (%@), %d unanswered; latency median %.1f ms, p95 %.1f ms, worst %.0f ms; %d reloads",
                   total, total - unanswered.count, statuses, unanswered.count, Bench.median(latencies) * 1000,
                   PreviewLatency.percentile(latencies, 0.95) * 1000, (latencies.max() ?? 0) * 1000, reloads)
                + (unanswered.isEmpty ? ": every request answered" : ": " + unanswered.prefix(3).joined(separator: "; ")),
            String(format: "- the server's memory: %.1f MB before, %.1f MB right after, %.1f MB 3 s later; at most %d live programs "
                   + "during the load, %d left running after the server stopped", memoryMB.before, memoryMB.after, memoryMB.settled,
                   programsDuring, programsAfter),
        ]
    }
}
