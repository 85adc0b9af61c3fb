import Foundation
import ReferenceImageSupport
import Testing

// The corpus of bad inputs in BadInputs/: every case must fail with one clear line on
// stderr and the exit code it pins, never crash, hang, print on stdout or leave a file.
//
// A case is a scene script, `NNN-short-name.lua`, whose first lines say how to run it and
// what must come out:
//
//     -- args: render {scene} --out {out}
//     -- exit: 65
//     -- stderr: loaderanim: {dir}/NNN-short-name.lua:7: ...
//
// In the arguments, {scene} is the case file, {dir} the BadInputs folder, {tmp} a fresh
// temporary folder, {out} a file in it (out.gif for render, out.png otherwise) and
// {readonly} a folder in it with mode 0555. The same placeholders stand for those paths in
// the expected line, so it reads the same on every machine. Pictures the cases need are in
// BadInputs/assets. The Regeneration switch rewrites the exit and stderr lines from what the
// binary does now, and fails the run (read every changed line before committing it: it must
// name the file, the line and what is wrong).
@Suite struct BadInputTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("BadInputs").path
    static let cases: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
        .filter { $0.hasSuffix(".lua") }.sorted()
    /// Longer than the slowest case takes (an endless loop meeting the instruction budget);
    /// a case still running then has hung.
    static let timeout = 60.0
    /// util-linux's setpriv, dropping root to the user and group nobody.
    static let asNobody = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]

    @Test func theCorpusIsThere() {
        #expect(Self.cases.count >= 50)
        #expect(Set(Self.cases.map { $0.prefix(3) }).count == Self.cases.count, "each case has its own number")
    }

    @Test(arguments: cases)
    func failsWithOneClearLine(_ name: String) throws {
        let file = Self.directory + "/" + name
        let header = try Header(file: file)
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("loaderanim-bad-\(UUID().uuidString)").path
        let readOnly = temporary + "/readonly"
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        defer {
            chmod(readOnly, 0o755)
            try? FileManager.default.removeItem(atPath: temporary)
        }
        var launcher: [String] = []
        if header.arguments.contains(where: { $0.contains("{readonly}") }) {
            try FileManager.default.createDirectory(atPath: readOnly, withIntermediateDirectories: false,
                                                    attributes: [.posixPermissions: 0o555])
            // A folder of mode 0555 does not stop root: as root, run the case as nobody.
            if geteuid() == 0 {
                launcher = Self.asNobody
                guard (try? loaderanim(["--version"], launcher: launcher))?.status == 0 else {
                    try Test.cancel("running as root, and cannot run loaderanim as nobody with \(launcher.joined(separator: " "))")
                }
            }
        }
        let out = temporary + (header.arguments.first == "render" ? "/out.gif" : "/out.png")
        let arguments = header.arguments.map {
            $0.replacingOccurrences(of: "{scene}", with: file).replacingOccurrences(of: "{out}", with: out)
                .replacingOccurrences(of: "{readonly}", with: readOnly).replacingOccurrences(of: "{tmp}", with: temporary)
                .replacingOccurrences(of: "{dir}", with: Self.directory)
        }

        let result = try loaderanim(arguments, timeout: Self.timeout, launcher: launcher)
        let err = result.err.replacingOccurrences(of: readOnly, with: "{readonly}").replacingOccurrences(of: temporary, with: "{tmp}")
            .replacingOccurrences(of: Self.directory, with: "{dir}")
        if !result.timedOut, !result.signaled, let written = try Regeneration.rewrite(file, {
            try header.rewrite(file: file, exit: result.status, stderr: err.split(separator: "\n").first.map(String.init) ?? "")
        }) {
            Issue.record(Comment(rawValue: written))
        }

        #expect(!result.timedOut, "still running after \(Self.timeout) s")
        #expect(!result.signaled, "killed by signal \(result.status)")
        #expect(result.status != 0)
        #expect(result.status == header.exit)
        #expect(err == header.stderr + "\n")
        #expect(result.out.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: out))
        // No temporary file either, in the folder or the read-only one.
        let left = (FileManager.default.subpaths(atPath: temporary) ?? []).filter { $0 != "readonly" }
        #expect(left.isEmpty, "left behind: \(left)")
    }

    /// A case's "-- args:", "-- exit:" and "-- stderr:" lines.
    struct Header {
        let arguments: [String]
        let exit: Int32
        let stderr: String

        init(file: String) throws {
            let lines = String(decoding: try Data(contentsOf: URL(fileURLWithPath: file)), as: UTF8.self)
                .split(separator: "\n", omittingEmptySubsequences: false).prefix { $0.hasPrefix("--") }
            func field(_ name: String) throws -> String {
                let prefix = "-- \(name): "
                guard let line = lines.first(where: { $0.hasPrefix(prefix) }) else {
                    throw HeaderError(message: "\(file) has no \"\(prefix)\" line")
                }
                return String(line.dropFirst(prefix.count))
            }
            arguments = try field("args").split(separator: " ").map(String.init)
            exit = Int32(try field("exit")) ?? -1
            stderr = try field("stderr")
        }

        /// Writes `exit` and `stderr` into the header, leaving every other byte of the file as it
        /// is (one case is deliberately not UTF-8).
        func rewrite(file: String, exit: Int32, stderr: String) throws {
            let url = URL(fileURLWithPath: file)
            var lines = try Data(contentsOf: url).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            for (i, line) in lines.enumerated() {
                if line.starts(with: Data("-- exit: ".utf8)) { lines[i] = Data("-- exit: \(exit)".utf8) }
                if line.starts(with: Data("-- stderr: ".utf8)) { lines[i] = Data("-- stderr: \(stderr)".utf8) }
                if !line.starts(with: Data("--".utf8)) { break }
            }
            try Data(lines.joined(separator: [UInt8(ascii: "\n")])).write(to: url)
        }
    }

    struct HeaderError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}
