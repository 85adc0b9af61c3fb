import Foundation

/// Runs the built `loaderanim` (through `launcher`, a command that runs the rest of its
/// arguments, when one is given) in `directory` (default: the calling test file's folder) and returns its exit
/// status, stdout and stderr. A run that
/// takes more than `timeout` seconds is killed (`timedOut`); `signaled` tells a process
/// that died of a signal (a crash, or that kill) from one that exited.
public func loaderanim(_ arguments: [String], environment: [String: String] = [:], timeout: Double = 600,
                       launcher: [String] = [], in directory: String? = nil, caller: String = #filePath) throws -> (status: Int32, out: String, err: String, signaled: Bool, timedOut: Bool) {
    let binary = Bundle.main.executableURL!.deletingLastPathComponent().appendingPathComponent("loaderanim")
    let command = launcher.isEmpty ? [binary.path] : launcher + [binary.path]
    let result = try run(command + arguments, environment: ["COLUMNS": "80"].merging(environment) { $1 }, timeout: timeout,
                         in: directory ?? URL(fileURLWithPath: caller).deletingLastPathComponent().path)
    return (result.status, String(decoding: result.out, as: UTF8.self), String(decoding: result.err, as: UTF8.self),
            result.signaled, result.timedOut)
}

/// Runs `command` (an absolute path, or a name looked up on PATH) in `directory` (default:
/// this folder) with the test's environment plus `environment`; a run longer than `timeout`
/// seconds is killed.
public func run(_ command: [String], environment: [String: String] = [:], timeout: Double = 600, in directory: String? = nil,
                caller: String = #filePath) throws
    -> (status: Int32, out: Data, err: Data, signaled: Bool, timedOut: Bool) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: command[0].contains("/") ? command[0] : "/usr/bin/env")
    process.arguments = command[0].contains("/") ? Array(command.dropFirst()) : command
    process.currentDirectoryURL = URL(fileURLWithPath: directory ?? URL(fileURLWithPath: caller).deletingLastPathComponent().path)
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Waited for on a thread of its own: a terminationHandler would keep Foundation's
    // Process (and all it holds) alive for good, which LeakSanitizer reports.
    let exited = DispatchSemaphore(value: 0)
    Thread.detachNewThread { process.waitUntilExit(); exited.signal() }
    // Both pipes are drained at once, so a child that fills one cannot block on it.
    final class Output: @unchecked Sendable { var out = Data(), err = Data() }
    let output = Output(), reading = DispatchGroup()
    DispatchQueue.global().async(group: reading) { output.out = out.fileHandleForReading.readDataToEndOfFile() }
    DispatchQueue.global().async(group: reading) { output.err = err.fileHandleForReading.readDataToEndOfFile() }
    let timedOut = exited.wait(timeout: .now() + timeout) == .timedOut
    if timedOut {
        kill(process.processIdentifier, SIGKILL)
        exited.wait()
    }
    reading.wait()
    return (process.terminationStatus, output.out, output.err, process.terminationReason == .uncaughtSignal, timedOut)
}

