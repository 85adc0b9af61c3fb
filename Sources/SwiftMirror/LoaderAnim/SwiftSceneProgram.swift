@_spi(LoaderAnim) import LAQuartzCore
import Glibc
import Layers
@_implementationOnly import Scene

/// A Swift scene as the render pipeline sees it: the stage its top-level code built. That
/// code runs once per process, so the stage plays forward only (`isReplayable` false);
/// the length of a scene that runs until done is found on a copy of the process (fork),
/// which runs the stage to its end and reports back, leaving this one at time 0.
final class SwiftSceneProgram: SceneProgram, @unchecked Sendable {
    let file: String
    let settings: SceneSettings
    let parameters: [SceneParameter]
    /// Bad `--set` values and unknown names, reported as the Lua front end reports them.
    let problems: [SceneError]
    private var stage: Stage?
    var isReplayable: Bool { false }
    /// Until done, or the loop when something repeats forever (a preview's length).
    let automaticLength: Bool
    let previews: [String]

    init(file: String, settings: SceneSettings, parameters: [SceneParameter], problems: [SceneError], stage: Stage,
         automaticLength: Bool = false, previews: [String] = []) {
        self.file = file
        self.automaticLength = automaticLength
        self.previews = previews
        self.settings = settings
        self.parameters = parameters
        self.problems = problems
        self.stage = stage
        stage.describeError = { [file] error in SceneError(file: file, message: error.description) }
    }

    func makeStage() throws -> Stage {
        guard let stage else {
            throw SceneError(file: file, message: "internal: a Swift scene's stage plays once, forward; it was asked for twice")
        }
        self.stage = nil
        return stage
    }

    func length() throws -> Double {
        switch settings.length {
        case .seconds(let seconds):
            return seconds
        case .loop:
            return try loopPeriod()
        case .untilDone:
            guard let end = try onCopy({ stage in try stage.runToEnd(horizon: SceneScript.endSearchHorizon) }) else {
                if automaticLength {
                    return try loopPeriod(withoutOne: "the preview runs forever (a display link, a timer or a callback keeps "
                        + "going) with no animation that repeats to loop on; give its length with --duration")
                }
                throw SceneError(file: file, message: "the scene never ends (something repeats forever or keeps scheduling "
                    + "itself); give scene(duration: ...) or duration: .loop, or --duration")
            }
            return end + settings.hold
        }
    }

    /// The seamless period of what repeats forever at 0; `withoutOne`, when given, is the
    /// error when nothing does.
    private func loopPeriod(withoutOne message: String? = nil) throws -> Double {
        guard let stage else { throw SceneError(file: file, message: "internal: the stage is gone") }
        try stage.advance(to: 0)
        let periods = stage.repeatingPeriods()
        if periods.isEmpty, let message { throw SceneError(file: file, message: message) }
        return try SceneScript.seamlessPeriod(periods, file: file)
    }

    /// Runs `body` on the stage in a forked copy of this process and returns its number (or
    /// nil); this process's stage stays where it is. An error in the copy comes back as a
    /// SceneError; a crash in the copy is this process's crash (the same signal).
    private func onCopy(_ body: (Stage) throws -> Double?) throws -> Double? {
        guard let stage else { throw SceneError(file: file, message: "internal: the stage is gone") }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw SceneError(file: file, message: "cannot make a pipe") }
        fflush(nil)
        let pid = fork()
        if pid == 0 {
            close(ends[0])
            var reply: String
            do { reply = try body(stage).map { "ok \($0)" } ?? "none" } catch let error as SceneError {
                reply = "error " + error.message
            } catch {
                reply = "error \(error)"
            }
            fflush(nil)
            reply.withUTF8 { _ = write(ends[1], $0.baseAddress, $0.count) }
            _exit(0)
        }
        close(ends[1])
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(ends[0], &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += buffer[..<count]
        }
        close(ends[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        if status & 0x7f != 0 { raise(status & 0x7f) }
        if (status >> 8) & 0xff != 0 { exit((status >> 8) & 0xff) }  // the copy stopped itself (a bad value, a time limit)
        let reply = String(decoding: bytes, as: UTF8.self)
        if reply.hasPrefix("ok ") { return Double(reply.dropFirst(3)) }
        if reply == "none" { return nil }
        throw SceneError(file: file, message: reply.hasPrefix("error ") ? String(reply.dropFirst(6)) : "the scene's copy said \"\(reply)\"")
    }
}
