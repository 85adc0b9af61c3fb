import Glibc
import SwiftScenes

/// A Swift scene's program kept running for the preview (`PROGRAM serve SCENE ...`; see
/// the Serve command): a request is one line on its standard input, the answer comes
/// back framed on its standard output, and its standard error (the scene's prints, a
/// fault's line) is read beside it, so a program that floods it never blocks.
///
///     server ── ["frame", SCENE, "--time", "0.5", ...]\n ──▶ program (stage at 0.4 → 0.5)
///     server ◀── "0 1234\n" + the PNG's 1234 bytes ───────── program
///
/// The program's end is an answer too: a crash, a fault in the scene's code (its line and
/// exit code), a time limit or a flood ends this program and costs that one request.
final class LiveProgram: @unchecked Sendable {
    enum Answer {
        case output([UInt8])
        /// The command's exit code and its line.
        case failed(code: Int32, line: String)
        /// The time is before the stage's (see ScenePlayer): ask a fresh program.
        case rewind
        /// The program is gone: how it ended and what it wrote on stderr.
        case ended(ProgramRun)
        /// It was gone before the request was sent (killed from outside while idle, or its
        /// setup failed): the request may go to another.
        case gone(ProgramRun)
    }

    let pid: pid_t
    /// Used by one request at a time (the session hands a program to one request).
    private let requests: Int32, answers: Int32, errors: Int32
    private var pending: [UInt8] = []
    private var printed: [UInt8] = []
    private var ended: ProgramRun?

    private init(pid: pid_t, requests: Int32, answers: Int32, errors: Int32) {
        self.pid = pid
        self.requests = requests
        self.answers = answers
        self.errors = errors
    }

    /// A write to a program that is gone fails with EPIPE instead of ending the server.
    private static let ignoreBrokenPipes: Void = { signal(SIGPIPE, SIG_IGN) }()

    struct NotStarted: Error { let run: ProgramRun }

    /// Starts `arguments` (the program, "serve", the scene and its options); its setup runs
    /// while nobody waits for it.
    static func start(_ arguments: [String], environment: [String: String]) -> Result<LiveProgram, NotStarted> {
        _ = ignoreBrokenPipes
        switch ProgramRun.spawnLock.withLock({ _ in ProgramRun.spawn(arguments, environment: environment, input: true) }) {
        case .success(let child):
            return .success(LiveProgram(pid: child.pid, requests: child.input!, answers: child.output, errors: child.errors))
        case .failure(let failure):
            return .failure(NotStarted(run: ProgramRun(ending: .notStarted(failure.text), output: [], errors: "")))
        }
    }

    /// Sends one request and waits for its answer, at most `timeout` seconds (then the
    /// program is killed: `.ended` with `.timedOut`). Blocks: call it off the server's threads.
    func ask(_ arguments: [String], timeout: Double) -> Answer {
        if let gone { return .gone(gone) }
        printed.removeAll()
        let line = Array((Self.json(arguments) + "\n").utf8)
        var written = 0
        while written < line.count {
            let count = line.withUnsafeBytes { write(requests, $0.baseAddress! + written, $0.count - written) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return .ended(finish(.exited(0), deadline: ProgramRun.now() + 2)) }
            written += count
        }
        let deadline = ProgramRun.now() + timeout
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            if let answer = takeAnswer() { return answer }
            let left = deadline - ProgramRun.now()
            guard left > 0 else { return .ended(finish(.timedOut, deadline: 0)) }
            var fds = [pollfd(fd: answers, events: Int16(POLLIN), revents: 0), pollfd(fd: errors, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, 2, Int32(min(left, 3600) * 1000) + 1)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { continue }
            for entry in fds where entry.revents != 0 {
                let count = read(entry.fd, &buffer, buffer.count)
                if count < 0, errno == EINTR || errno == EAGAIN { continue }
                // An output closed: the program is ending; its last line may still be on stderr.
                if count <= 0 { return .ended(finish(.exited(0), deadline: ProgramRun.now() + 2)) }
                if entry.fd == answers {
                    pending += buffer[..<count]
                } else {
                    printed += buffer[..<count]
                    if printed.count > SceneLauncher.maxOutput { return .ended(finish(.flooded, deadline: 0)) }
                }
            }
        }
    }

    /// How it ended, when it ended while idle (killed from outside, or its setup failed).
    var gone: ProgramRun? {
        if let ended { return ended }
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return nil }
        return finish(.exited(0), deadline: ProgramRun.now() + 2, reaped: status)
    }

    /// A whole answer from what has been read, if there is one.
    private func takeAnswer() -> Answer? {
        guard let newline = pending.firstIndex(of: 10) else { return nil }
        let header = String(decoding: pending[..<newline], as: UTF8.self).split(separator: " ")
        guard header.count == 2, let code = Int32(header[0]), let count = Int(header[1]), count >= 0 else {
            return .ended(finish(.exited(0), deadline: ProgramRun.now() + 2))
        }
        guard pending.count - newline - 1 >= count else { return nil }
        let body = Array(pending[(newline + 1)..<(newline + 1 + count)])
        pending.removeFirst(newline + 1 + count)
        switch code {
        case 0: return .output(body)
        case Self.rewindCode: return .rewind
        default: return .failed(code: code, line: String(decoding: body, as: UTF8.self))
        }
    }

    /// Serve's code for a time it cannot play back to.
    static let rewindCode: Int32 = 75

    /// Ends the program: `ending` when it is killed here (a time limit, a flood, a broken
    /// protocol), else how it ended by itself (`status`, when reaped already), waiting for
    /// the rest of its stderr until `deadline`.
    private func finish(_ ending: ProgramRun.Ending, deadline: Double, reaped status: Int32? = nil) -> ProgramRun {
        if let ended { return ended }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while ending != .timedOut, ending != .flooded, printed.count <= SceneLauncher.maxOutput {
            let left = deadline - ProgramRun.now()
            guard left > 0 else { break }
            var fd = pollfd(fd: errors, events: Int16(POLLIN), revents: 0)
            let ready = poll(&fd, 1, Int32(left * 1000) + 1)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { break }
            let count = read(errors, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            printed += buffer[..<count]
        }
        if status == nil { kill(pid, SIGKILL) }
        let reaped = status.map(ChildProcess.ending) ?? ChildProcess.reap(pid)
        [requests, answers, errors].forEach { close($0) }
        let final: ProgramRun.Ending = switch (ending, reaped) {
        case (.timedOut, _), (.flooded, _): ending
        case (_, .exited(let code)): .exited(code)
        case (_, .signaled(let signal)): .signaled(signal)
        }
        let run = ProgramRun(ending: final, output: [], errors: String(decoding: printed, as: UTF8.self))
        ended = run
        return run
    }

    /// Stops the program (a reload replaced it, or it is not needed): its stdin closes,
    /// and it is killed and reaped.
    func stop() {
        _ = finish(.exited(0), deadline: 0)
    }

    /// The request line: a JSON array of strings.
    static func json(_ arguments: [String]) -> String {
        "[" + arguments.map { argument in
            var text = "\""
            for scalar in argument.unicodeScalars {
                switch scalar {
                case "\"": text += "\\\""
                case "\\": text += "\\\\"
                case _ where scalar.value < 0x20: text += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
                default: text.unicodeScalars.append(scalar)
                }
            }
            return text + "\""
        }.joined(separator: ",") + "]"
    }
}
