import BenchSupport
import Foundation
import Testing

/// The built `loaderanim` run to its end: exit status, stdout, stderr.
func cli(_ arguments: [String]) throws -> (status: Int32, out: [UInt8], err: [UInt8]) {
    let process = Process()
    process.executableURL = loaderanimBinary
    process.arguments = arguments
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    final class Output: @unchecked Sendable { var out = Data(), err = Data() }
    let output = Output(), reading = DispatchGroup()
    DispatchQueue.global().async(group: reading) { output.out = out.fileHandleForReading.readDataToEndOfFile() }
    DispatchQueue.global().async(group: reading) { output.err = err.fileHandleForReading.readDataToEndOfFile() }
    reading.wait()
    process.waitUntilExit()
    return (process.terminationStatus, [UInt8](output.out), [UInt8](output.err))
}

let loaderanimBinary = Bundle.main.executableURL!.deletingLastPathComponent().appendingPathComponent("loaderanim")

extension PreviewProcess {
    /// The built `loaderanim preview ARGUMENTS --port 0`.
    convenience init(_ arguments: [String]) throws {
        try self.init(loaderanim: loaderanimBinary.path, arguments)
    }
}
