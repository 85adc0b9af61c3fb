@preconcurrency import Glibc  // C's stdout, which separateFromScene makes line-buffered

// The few text helpers the commands need that would otherwise come from the whole of
// Foundation (String(format:), FileHandle, padding): loaderanim links FoundationEssentials
// only, which keeps ICU's 30 MB of data out of the binary.

/// Rows as lines of columns two spaces apart, each column but the last padded to its
/// widest cell (`list` and `params` print their tables so).
func tableLines(_ rows: [[String]]) -> [String] {
    let columns = rows.map(\.count).max() ?? 0
    let widths = (0..<columns).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
    return rows.map { row in
        row.enumerated().map { column, cell in
            column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
        }.joined(separator: "  ")
    }
}

/// printf-style formatting of numbers ("%.3f"), as C's snprintf writes them.
func formatted(_ format: String, _ arguments: CVarArg...) -> String {
    withVaList(arguments) { list in
        var buffer = [CChar](repeating: 0, count: 128)
        let count = Int(vsnprintf(&buffer, buffer.count, format, list))
        if count >= buffer.count {
            buffer = [CChar](repeating: 0, count: count + 1)
            _ = withVaList(arguments) { vsnprintf(&buffer, buffer.count, format, $0) }
        }
        return String(decoding: buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// Writes text to standard error at once (unbuffered, as stderr is).
func writeToStandardError(_ text: String) {
    var text = text
    text.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
}

/// Where the command line's own output (tables, JSON, a GIF to `-`) goes: standard output,
/// except in a Swift scene's program, where the scene's `print` goes to standard error
/// (so it can never corrupt a GIF or JSON on standard output) and this is a copy of the
/// real standard output. Set once, before the command line runs.
enum StandardOutput {
    nonisolated(unsafe) static var descriptor = STDOUT_FILENO

    /// In a Swift scene's program, before the scene's code runs: file descriptor 1 (and so
    /// `print`, line by line) becomes standard error, and the command line keeps a copy of
    /// the real standard output for itself.
    static func separateFromScene() {
        let copy = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3)
        guard copy >= 0, dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else { return }
        setvbuf(stdout, nil, _IOLBF, 0)
        descriptor = copy
    }
}

/// Where `serve` reads its requests: standard input, except in a Swift scene's program,
/// where the scene's code reads /dev/null (a `readLine()` in it never eats a request) and
/// this is a copy of the real standard input.
enum StandardInput {
    nonisolated(unsafe) static var descriptor = STDIN_FILENO

    /// In a Swift scene's program, before the scene's code runs (see StandardOutput).
    static func separateFromScene() {
        let copy = fcntl(STDIN_FILENO, F_DUPFD_CLOEXEC, 3)
        let empty = open("/dev/null", O_RDONLY)
        guard copy >= 0, empty >= 0, dup2(empty, STDIN_FILENO) >= 0 else { return }
        close(empty)
        descriptor = copy
    }
}

/// Writes text to the command line's standard output (see StandardOutput), whole.
func writeToStandardOutput(_ text: String) {
    var text = text
    text.withUTF8 { bytes in
        var written = 0
        while written < bytes.count {
            let count = write(StandardOutput.descriptor, bytes.baseAddress! + written, bytes.count - written)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            written += count
        }
    }
}
