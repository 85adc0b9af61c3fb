import Glibc

/// A program run with posix_spawn and reaped with waitpid: the compiler, and a Swift
/// scene's program. Foundation's Process would pull all of Foundation into loaderanim.
public struct ChildProcess {
    /// How a child ended.
    public enum Ending: Equatable, Sendable {
        case exited(Int32)
        case signaled(Int32)
    }

    let pid: pid_t
    /// The read end of the child's stderr (and stdout when `captureOutput`), or -1.
    let output: Int32

    /// Starts `arguments[0]` (a path) with `environment`; stdin is /dev/null. With
    /// `capture`, the child's stderr (and stdout too when `mergeStdout`) goes into a pipe
    /// that `readAll` or `lines` read; without, both are the parent's.
    static func spawn(_ arguments: [String], environment: [String: String], capture: Bool,
                      mergeStdout: Bool = false) throws(SwiftSceneError) -> ChildProcess {
        var pipeEnds: [Int32] = [-1, -1]
        if capture {
            guard pipe(&pipeEnds) == 0 else { throw .system("cannot make a pipe (\(String(cString: strerror(errno))))") }
            _ = fcntl(pipeEnds[0], F_SETFD, FD_CLOEXEC)
        }
        let (pid, status) = posixSpawn(arguments, environment: environment,
                                       stdout: capture && mergeStdout ? pipeEnds[1] : nil, stderr: capture ? pipeEnds[1] : nil)
        if capture { close(pipeEnds[1]) }
        guard status == 0 else {
            if capture { close(pipeEnds[0]) }
            throw .system("cannot run \(arguments[0]) (\(String(cString: strerror(status))))")
        }
        return ChildProcess(pid: pid, output: capture ? pipeEnds[0] : -1)
    }

    /// posix_spawn of `arguments[0]` (a path) with stdin from `stdin` (nil: /dev/null),
    /// stdout and stderr onto the given descriptors (nil: this process's), and no signal
    /// blocked and every signal at its default, whatever the spawning thread has (a server's
    /// or a test runner's threads block some). Returns the pid and posix_spawn's status (0: started).
    public static func posixSpawn(_ arguments: [String], environment: [String: String], stdin: Int32? = nil,
                                  stdout: Int32?, stderr: Int32?) -> (pid: pid_t, status: Int32) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let stdin { posix_spawn_file_actions_adddup2(&actions, stdin, 0) } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        if let stdout { posix_spawn_file_actions_adddup2(&actions, stdout, 1) }
        if let stderr { posix_spawn_file_actions_adddup2(&actions, stderr, 2) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp)
        return (pid, status)
    }

    /// Everything the child writes to the pipe, until it closes it.
    func readAll() -> String { readAll(within: .infinity) ?? "" }

    /// Everything the child writes to the pipe until it closes it, or nil when that takes
    /// longer than `seconds`: the child and its own children (swiftc's frontend jobs, which
    /// hold the pipe too) are then sent SIGTERM, and SIGKILL 2 s later if the pipe is open.
    func readAll(within seconds: Double) -> String? {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        var deadline = monotonicSeconds() + seconds, signal = SIGTERM, stopped = false
        defer { close(output) }
        while true {
            var ready = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            let left = deadline - monotonicSeconds()
            if left <= 0 {
                guard signal != 0 else { return nil }
                for process in Self.descendants(of: pid) + [pid] { kill(process, signal) }
                stopped = true
                (signal, deadline) = signal == SIGTERM ? (SIGKILL, monotonicSeconds() + 2) : (0, .infinity)
                continue
            }
            if poll(&ready, 1, Int32(min(left, 3_600) * 1000)) <= 0 { continue }
            let count = read(output, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += buffer[..<count]
        }
        return stopped ? nil : String(decoding: bytes, as: UTF8.self)
    }

    /// The processes `pid` started, and theirs, from /proc (children first found first).
    static func descendants(of pid: pid_t) -> [pid_t] {
        guard let folder = opendir("/proc") else { return [] }
        defer { closedir(folder) }
        var parents: [pid_t: pid_t] = [:]
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard let process = pid_t(name) else { continue }
            let file = open("/proc/\(name)/stat", O_RDONLY)
            guard file >= 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 512)
            let count = read(file, &buffer, buffer.count)
            close(file)
            // "pid (name) state ppid ...": the name may hold spaces, so read after its last ')'.
            guard count > 0, let close = buffer[..<count].lastIndex(of: UInt8(ascii: ")")) else { continue }
            let fields = buffer[(close + 1)..<count].split(separator: UInt8(ascii: " "))
            if fields.count > 1, let parent = pid_t(String(decoding: fields[1], as: UTF8.self)) { parents[process] = parent }
        }
        var found: [pid_t] = [], frontier = [pid]
        while let next = frontier.popLast() {
            let children = parents.filter { $0.value == next }.map(\.key).sorted()
            found += children
            frontier += children
        }
        return found
    }

    private func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    /// Calls `line` with each line the child writes to the pipe as it comes (without the
    /// newline; a last line without one too), until the child closes it. A line longer than
    /// `maxLength` bytes comes in pieces, so a child that never writes a newline cannot
    /// make this process hold all it writes.
    func lines(maxLength: Int = 1 << 16, _ line: (String) -> Void) {
        var pending: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(output, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            pending += buffer[..<count]
            while let newline = pending.firstIndex(of: 10) {
                line(String(decoding: pending[..<newline], as: UTF8.self))
                pending.removeSubrange(...newline)
            }
            if pending.count > maxLength {
                line(String(decoding: pending, as: UTF8.self))
                pending.removeAll(keepingCapacity: true)
            }
        }
        if !pending.isEmpty { line(String(decoding: pending, as: UTF8.self)) }
        close(output)
    }

    /// Waits for the child to end.
    func wait() -> Ending { Self.reap(pid) }

    /// Waits for the child `pid` to end and says how it did.
    public static func reap(_ pid: pid_t) -> Ending {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return .exited(127) }
        }
        return ending(status)
    }

    /// How a child ended, from waitpid's status: WIFEXITED / WTERMSIG, which Swift does not
    /// import (they are macros).
    public static func ending(_ status: Int32) -> Ending {
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signaled(signal)
    }
}

extension String {
    /// Without leading and trailing spaces, tabs, newlines and the given characters.
    func trimmed(_ extra: Set<Character> = []) -> String {
        let isTrimmed = { (c: Character) in c.isWhitespace || extra.contains(c) }
        return String(String(self.drop(while: isTrimmed).reversed()).drop(while: isTrimmed).reversed())
    }
}

/// Whether `path` is a folder (following links).
func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
}
