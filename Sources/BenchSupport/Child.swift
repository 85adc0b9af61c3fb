import Foundation
import Glibc

/// One finished child process: wall-clock seconds from spawn to reaping, the CPU it used
/// and its peak resident memory, as the kernel accounts them for that child alone.
public struct ChildRun: Sendable {
    public var seconds: Double
    /// User plus system CPU seconds: above `seconds` when the child used several cores.
    public var cpuSeconds: Double
    /// ru_maxrss in MiB (Linux reports kilobytes).
    public var peakMB: Double
    /// The exit code, or nil when a signal ended the child.
    public var exitCode: Int32?
    /// Killed because it ran past its timeout.
    public var timedOut: Bool
    /// Standard output and standard error together.
    public var output: String
}

/// Runs commands with posix_spawn and reaps them with wait4, because Foundation's Process
/// reaps with waitpid and so loses the child's own rusage (peak memory, CPU): getrusage's
/// RUSAGE_CHILDREN would mix every child the benchmark ever ran.
///
/// A child's ru_maxrss is not its own alone, though: Linux carries the peak of the memory
/// a process had before exec into the peak it reports after, and a spawned child starts
/// out sharing (vfork) or copying (fork) its parent's, so a benchmark that has grown to
/// 100 MB would see every child use at least 100 MB. Peak memory is therefore measured
/// through a helper: the benchmark's own executable started afresh (`serveAsHelper`, about
/// 20 MB, less than any Swift program it measures), which spawns, times and reaps the
/// command and writes its rusage to a file.
public enum Child {
    /// Runs `arguments` (the first looked up on PATH) with standard input from /dev/null and
    /// both outputs to a scratch file; a timeout kills the child (by its pid, which only this
    /// call can have reaped) and reports it as `timedOut`. With `helper` (this executable,
    /// which calls `serveAsHelper` first thing) the peak memory is the command's own.
    public static func run(_ arguments: [String], timeout: Double? = nil, helper: String? = nil) throws -> ChildRun {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("bench-child-\(getpid())-\(UUID().uuidString)").path
        let log = scratch + ".log", result = scratch + ".rusage"
        defer { unlink(log); unlink(result) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var run: ChildRun
        if let helper {
            let helped = try spawn([helper, helperFlag, result, timeout.map { String($0) } ?? "-", "--"] + arguments, actions: &actions,
                                   timeout: nil)
            guard helped.exitCode == 0, let line = try? String(contentsOfFile: result, encoding: .utf8) else {
                throw BenchError(message: "the measuring helper failed: " + ((try? String(contentsOfFile: log, encoding: .utf8)) ?? ""))
            }
            let fields = line.split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            guard fields.count == 5 else { throw BenchError(message: "the measuring helper wrote \"\(line)\"") }
            run = ChildRun(seconds: fields[0], cpuSeconds: fields[1], peakMB: fields[2], exitCode: fields[3] < 0 ? nil : Int32(fields[3]),
                           timedOut: fields[4] != 0, output: "")
        } else {
            run = try spawn(arguments, actions: &actions, timeout: timeout)
        }
        run.output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        return run
    }

    /// Runs a command that must succeed, failing loudly with its output when it does not.
    @discardableResult
    public static func check(_ arguments: [String], timeout: Double? = nil, helper: String? = nil) throws -> ChildRun {
        let run = try run(arguments, timeout: timeout, helper: helper)
        guard run.timedOut || run.exitCode == 0 else {
            let how = run.exitCode.map { "exit \($0)" } ?? "a signal"
            throw BenchError(message: "\(arguments.prefix(8).joined(separator: " "))\(arguments.count > 8 ? " ..." : "") "
                + "failed (\(how)): \(run.output.suffix(2000))")
        }
        return run
    }

    static let helperFlag = "--bench-child-helper"

    /// Call first thing in a benchmark's main: when the process was started as the
    /// measuring helper (`EXE --bench-child-helper RESULT TIMEOUT -- COMMAND...`), runs the
    /// command with this process's standard streams, writes "seconds cpu peakMB exit
    /// timedOut" to RESULT and exits.
    public static func serveAsHelper() {
        let arguments = CommandLine.arguments
        guard arguments.count > 5, arguments[1] == helperFlag, arguments[4] == "--" else { return }
        do {
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            let run = try spawn(Array(arguments[5...]), actions: &actions, timeout: Double(arguments[3]))
            let line = "\(run.seconds) \(run.cpuSeconds) \(run.peakMB) \(run.exitCode ?? -1) \(run.timedOut ? 1 : 0)\n"
            try line.write(toFile: arguments[2], atomically: false, encoding: .utf8)
            exit(0)
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            exit(70)
        }
    }

    /// posix_spawnp, then wait4: the seconds between, the child's rusage and exit status.
    private static func spawn(_ arguments: [String], actions: inout posix_spawn_file_actions_t, timeout: Double?) throws -> ChildRun {
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let start = now()
        let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw BenchError(message: "cannot run \(arguments[0]): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        var timedOut = false
        if let timeout {
            // Polled so the child can be killed; 10 ms is noise against the minutes this guards.
            while true {
                let reaped = wait4(pid, &status, WNOHANG, &usage)
                if reaped == pid { break }
                if reaped == -1 && errno != EINTR { throw BenchError(message: "wait4: \(String(cString: strerror(errno)))") }
                if now() - start > timeout && !timedOut {
                    timedOut = true
                    kill(pid, SIGKILL)
                }
                usleep(10_000)
            }
        } else {
            while wait4(pid, &status, 0, &usage) == -1 {
                guard errno == EINTR else { throw BenchError(message: "wait4: \(String(cString: strerror(errno)))") }
            }
        }
        let seconds = now() - start
        let cpu = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
            + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        // WIFEXITED / WEXITSTATUS are macros Swift cannot call.
        let exitCode: Int32? = status & 0x7F == 0 ? (status >> 8) & 0xFF : nil
        return ChildRun(seconds: seconds, cpuSeconds: cpu, peakMB: Double(usage.ru_maxrss) / 1024,
                        exitCode: exitCode, timedOut: timedOut, output: "")
    }

    /// Monotonic seconds.
    public static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}

public struct BenchError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
    public init(message: String) { self.message = message }
}

/// A file's bytes read with read(2), to its end: what /proc's files need. They report a size
/// of 0, and FileManager's `contents(atPath:)` leaks the buffer it reads such a file with
/// (LeakSanitizer found 12 MB of it under `make test-sanitize`, from counting programs).
public func readToEnd(_ path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = [], chunk = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = read(descriptor, &chunk, chunk.count)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { return count == 0 ? bytes : nil }
        bytes += chunk[..<count]
    }
}

/// The Swift scenes' live programs (`PROGRAM serve SCENE ...`) running for `scene`, from
/// /proc: what the preview's tests and its load bench count.
public func livePrograms(serving scene: String) -> [Int32] {
    let pids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.compactMap { Int32($0) } ?? []
    return pids.filter { pid in
        let arguments = commandLine(of: pid)
        return arguments.count > 2 && arguments[1] == "serve" && arguments[2] == scene
    }
}

/// A process's arguments, from /proc (none for one that is gone or a zombie).
public func commandLine(of pid: Int32) -> [String] {
    (readToEnd("/proc/\(pid)/cmdline") ?? []).split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
}
