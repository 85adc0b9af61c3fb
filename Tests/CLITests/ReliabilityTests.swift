import Foundation
import Testing

let builtInScenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scenes").path

/// The same render gives the same bytes whatever the thread count and whether the frames
/// are kept between the encoder's passes or drawn again: the clock advances in order,
/// frames are drawn and mapped on workers that each store their result at its index, and
/// no decision depends on which worker finishes first.
@Suite struct DeterminismTests {
    static let seeds = ["circular-loader", "reveal", "slack-lines", "spark-segments", "gradient-bar", "spinner"]

    @Test(arguments: seeds)
    func sameBytesAtOneAndEveryThread(scene: String) throws {
        let directory = temporaryDirectory()
        var outputs: [Data] = []
        // 0 is every core; 3 is more workers than this machine's two cores, so jobs interleave.
        for threads in ["1", "0", "3"] {
            for run in 1...2 {
                let out = "\(directory)/\(threads)-\(run).gif"
                let result = try loaderanim(["render", "\(builtInScenes)/\(scene).lua", "--out", out, "--quiet", "--threads", threads])
                #expect(result.status == 0, "\(result.err)")
                outputs.append(try Data(contentsOf: URL(fileURLWithPath: out)))
            }
        }
        // Every frame drawn twice (no frame memory) rather than kept between the passes.
        let twice = try loaderanim(["render", "\(builtInScenes)/\(scene).lua", "--out", "\(directory)/twice.gif", "--quiet",
                                    "--frame-memory", "0"])
        #expect(twice.status == 0, "\(twice.err)")
        outputs.append(try Data(contentsOf: URL(fileURLWithPath: "\(directory)/twice.gif")))
        #expect(outputs[0].count > 1000)
        for (index, output) in outputs.enumerated().dropFirst() {
            #expect(output == outputs[0], "run \(index) of \(scene) differs from the first")
        }
    }
}

extension DeterminismTests {
    /// The other built-in scenes (replicators, shadows, text, 3D, custom drawing, timers),
    /// more cheaply: one thread, three threads, and every frame drawn twice.
    @Test(arguments: BuiltInSceneLookupTests.builtIns.filter { !seeds.contains($0) })
    func everyOtherBuiltInHasTheSameBytesWhateverTheThreadsAndPasses(scene: String) throws {
        let directory = temporaryDirectory()
        var outputs: [Data] = []
        for (name, options) in [("one", ["--threads", "1"]), ("three", ["--threads", "3"]), ("twice", ["--frame-memory", "0"])] {
            let out = "\(directory)/\(name).gif"
            let result = try loaderanim(["render", "\(builtInScenes)/\(scene).lua", "--out", out, "--quiet"] + options)
            #expect(result.status == 0, "\(result.err)")
            outputs.append(try Data(contentsOf: URL(fileURLWithPath: out)))
        }
        #expect(outputs[0].count > 1000)
        #expect(outputs[1] == outputs[0] && outputs[2] == outputs[0], "\(scene)")
    }
}

/// Ctrl-C, a kill or a closed terminal while a render writes: the process exits with
/// 128 + the signal, and neither the output nor its temporary file is left.
@Suite struct InterruptionTests {
    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func aSignalLeavesNoFile(signal: Int32) throws {
        let directory = temporaryDirectory()
        let process = Process()
        process.executableURL = Bundle.main.executableURL!.deletingLastPathComponent().appendingPathComponent("loaderanim")
        // 30,000 frames at 160 x 160 (within the 10⁹ pixels a render may draw): minutes of
        // work, so the signal lands mid-render.
        process.arguments = ["render", "\(builtInScenes)/spinner.lua", "--duration", "600", "--scale", "2",
                             "--out", directory + "/a.gif", "--quiet"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Wait until the temporary file exists, then a little longer so frames are being drawn.
        let deadline = Date().addingTimeInterval(60)
        while (try FileManager.default.contentsOfDirectory(atPath: directory)).isEmpty && Date() < deadline && process.isRunning {
            usleep(20_000)
        }
        let partial = try FileManager.default.contentsOfDirectory(atPath: directory)
        #expect(partial.count == 1 && partial[0].hasPrefix(".a.gif.") && partial[0].hasSuffix(".tmp"), "\(partial)")
        usleep(300_000)
        #expect(process.isRunning)
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 128 + signal)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == [])
    }
}
