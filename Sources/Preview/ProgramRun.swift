import Dispatch
import Glibc
import SwiftScenes
import Locking

/// One run of a program to its end, with what it wrote: how a Swift scene is previewed.
/// Its code runs only in these children, so a crash, a runaway or a compile error costs
/// one answer, never the server. Children run on Dispatch threads (never the server's
/// cooperative ones, which a waitpid would stall), at most `slots` at once: the machine's
/// cores, since each child draws on one.
struct ProgramRun: Sendable {
    enum Ending: Equatable, Sendable {
        case exited(Int32)
        case signaled(Int32)
        /// Killed after `timeout` seconds.
        case timedOut
        /// Killed for printing more than SceneLauncher.maxOutput.
        case flooded
        /// posix_spawn failed, with its reason.
        case notStarted(String)
    }

    let ending: Ending
    let output: [UInt8]
    /// What it wrote on stderr.
    let errors: String

    static let slots = DispatchSemaphore(value: max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))))

    /// Runs `arguments` (the program's path first) with `environment`, on a thread of its own.
    static func run(_ arguments: [String], environment: [String: String], timeout: Double) async -> ProgramRun {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                slots.wait()
                defer { slots.signal() }
                continuation.resume(returning: runHere(arguments, environment: environment, timeout: timeout))
            }
        }
    }

    /// Spawns the child with stdin /dev/null and both outputs in pipes, reads them as they
    /// come until the child closes them (or the time is up) and reaps it.
    static func runHere(_ arguments: [String], environment: [String: String], timeout: Double) -> ProgramRun {
        let spawned = spawnLock.withLock { _ in spawn(arguments, environment: environment) }
        let pid: pid_t, out: Int32, err: Int32
        switch spawned {
        case .success(let child): (pid, out, err) = (child.pid, child.output, child.errors)
        case .failure(let reason): return ProgramRun(ending: .notStarted(reason.text), output: [], errors: "")
        }
        var output: [UInt8] = [], errors: [UInt8] = []
        var open = [out, err]
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        let deadline = now() + timeout
        var timedOut = false, flooded = false
        while !open.isEmpty, !flooded {
            let left = deadline - now()
            guard left > 0 else { timedOut = true; break }
            var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&fds, nfds_t(fds.count), Int32(min(left, 3600) * 1000) + 1)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { continue }
            for entry in fds where entry.revents != 0 {
                let count = read(entry.fd, &buffer, buffer.count)
                if count < 0, errno == EINTR || errno == EAGAIN { continue }
                if count <= 0 {
                    close(entry.fd)
                    open.removeAll { $0 == entry.fd }
                } else if entry.fd == out {
                    output += buffer[..<count]
                } else {
                    errors += buffer[..<count]
                    flooded = errors.count > SceneLauncher.maxOutput
                }
            }
        }
        if timedOut || flooded {
            kill(pid, SIGKILL)
            open.forEach { close($0) }
        }
        let ending: Ending = switch ChildProcess.reap(pid) {
        case _ where timedOut: .timedOut
        case _ where flooded: .flooded
        case .exited(let code): .exited(code)
        case .signaled(let signal): .signaled(signal)
        }
        return ProgramRun(ending: ending, output: output, errors: String(decoding: errors, as: UTF8.self))
    }

    static let spawnLock = Locked(())

    struct SpawnError: Error { let text: String }

    /// A child's pid and our ends of its pipes: its stdin's write end (with `input`; else it
    /// reads /dev/null), its stdout's and stderr's read ends, all close-on-exec.
    struct Child {
        let pid: pid_t
        let input: Int32?
        let output: Int32
        let errors: Int32
    }

    /// Spawns the child with its outputs (and with `input`, its stdin) in pipes. Call it under
    /// `spawnLock`: a child spawned from another thread must not inherit these pipes (their
    /// EOF would never come).
    static func spawn(_ arguments: [String], environment: [String: String], input: Bool = false) -> Result<Child, SpawnError> {
        var ends: [[Int32]] = []
        for _ in 0..<(input ? 3 : 2) {
            var pair: [Int32] = [-1, -1]
            guard pipe(&pair) == 0 else {
                ends.joined().forEach { close($0) }
                return .failure(SpawnError(text: "cannot make a pipe"))
            }
            for end in pair { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            ends.append(pair)
        }
        let (out, err, stdin) = (ends[0], ends[1], input ? ends[2] : nil)
        let (pid, status) = ChildProcess.posixSpawn(arguments, environment: environment, stdin: stdin?[0], stdout: out[1], stderr: err[1])
        close(out[1])
        close(err[1])
        if let stdin { close(stdin[0]) }
        guard status == 0 else {
            close(out[0]); close(err[0])
            if let stdin { close(stdin[1]) }
            return .failure(SpawnError(text: "cannot run \(arguments[0]) (\(String(cString: strerror(status))))"))
        }
        return .success(Child(pid: pid, input: stdin?[1], output: out[0], errors: err[0]))
    }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// What the command line prints on stderr for this run of the Swift scene `scene`, as
    /// SceneLauncher.run reports its child: the runtime's "Fatal error" line and the stack
    /// trace after it fold into one "the scene crashed" line; the rest passes through.
    func report(scene: String, timeout: Double, maxMemory: Int) -> String {
        var lines: [String] = [], fatal: String?
        for line in errors.split(separator: "\n", omittingEmptySubsequences: false).dropLast(errors.hasSuffix("\n") ? 1 : 0) {
            if line.contains("Fatal error: ") {
                fatal = String(line)
            } else if fatal == nil || !SceneLauncher.isStackTrace(String(line)) {
                lines.append(String(line))
            }
        }
        switch ending {
        case .exited:
            if let fatal { lines.append(fatal) }
        case .signaled(let signal):
            lines.append("loaderanim: " + SceneLauncher.crashMessage(scene: scene, signal: signal, fatal: fatal, maxMemory: maxMemory))
        case .timedOut:
            lines.append("loaderanim: \(scene): the scene's program did not finish within \(Int(timeout)) s; the preview stopped it")
        case .flooded:
            lines = Array(lines.prefix(20))
            lines.append("loaderanim: " + SceneLauncher.floodMessage(scene: scene))
        case .notStarted(let reason):
            lines.append("loaderanim: \(reason)")
        }
        return lines.joined(separator: "\n")
    }
}
