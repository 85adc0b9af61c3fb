/// What went wrong in a scene script, where: `file:line: message`, plus the script's own
/// lines of the Lua traceback. The command line prints `description` and exits with 65.
public struct SceneError: Error, Equatable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var message: String
    /// "file:line: in function ..." entries of the traceback that lie in the script itself.
    public var traceback: [String]
    /// The input file that does not exist, when that is the problem (an image parameter),
    /// so the command line can say "missing input" rather than "bad scene".
    public var missingFile: String?

    public init(file: String, line: Int? = nil, message: String, traceback: [String] = [], missingFile: String? = nil) {
        self.file = file
        self.line = line
        self.message = message
        self.traceback = traceback
        self.missingFile = missingFile
    }

    public var description: String {
        line.map { "\(file):\($0): \(message)" } ?? "\(file): \(message)"
    }

    /// Splits a Lua error message ("file:12: message\nstack traceback:\n...") into parts,
    /// keeping the traceback lines that name `file`.
    init(luaMessage text: String, file: String) {
        let parts = text.components(separatedBy: "\nstack traceback:\n")
        var message = parts[0]
        var line: Int?
        // Lua names the chunk by the path, shortened to "...tail" past 59 characters.
        // Messages from elsewhere (a prelude, an error object) keep their text and no line.
        // The innermost position wins: coroutine.wrap and nested calls put theirs in front
        // of the one where the error happened.
        while let (number, rest) = Self.position(in: message, file: file) {
            line = number
            message = rest
        }
        let traceback = parts.count > 1
            ? parts[1].split(separator: "\n").map { $0.trimmingWhitespace() }
                .filter { Self.position(in: $0, file: file) != nil }
                .map { text in Self.position(in: text, file: file).map { "\(file):\($0.line): \($0.rest)" } ?? text }
            : []
        // An error value that is not a string (error({ ... }), error()) has no position of
        // its own: it happened at the innermost line of the script the traceback shows.
        if line == nil, let first = traceback.first, let (number, _) = Self.position(in: first, file: file) {
            line = number
        }
        self.init(file: file, line: line, message: message, traceback: traceback)
    }

    /// "chunk:12: rest" where chunk is `file` as Lua shows it (shortened to "...tail" past
    /// 59 characters) or in full (as a nested SceneError's description writes it), split
    /// into 12 and rest.
    private static func position(in text: String, file: String) -> (line: Int, rest: String)? {
        let shown = file.count <= 59 ? file : "..." + file.suffix(56)
        guard let prefix = [file, shown].first(where: { text.hasPrefix($0 + ":") }) else { return nil }
        let after = text.dropFirst(prefix.count + 1)
        guard let colon = after.firstIndex(of: ":"), let number = Int(after[..<colon]) else { return nil }
        return (number, String(after[after.index(after: colon)...]).trimmingWhitespace())
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
