import Foundation

/// The one switch that rewrites what the tests expect (reference PNGs, the golden --help
/// texts, the bad-input corpus's exit and stderr lines): LOADERANIM_REGENERATE_REFERENCES=1.
///
/// A run with it on fails every check that wrote something ("references written: rerun"),
/// so a regeneration can never pass by accident: look at what changed, then rerun without it.
public enum Regeneration {
    public static let variable = "LOADERANIM_REGENERATE_REFERENCES"

    public static var isOn: Bool { ProcessInfo.processInfo.environment[variable] == "1" }

    /// The failure a check records after rewriting `what`.
    public static func written(_ what: String) -> String {
        "references written: \(what); look at the change, then rerun without \(variable)=1"
    }

    /// Runs `write` when the switch is on and returns the failure to record; nil otherwise.
    public static func rewrite(_ what: String, _ write: () throws -> Void) rethrows -> String? {
        guard isOn else { return nil }
        try write()
        return written(what)
    }

    /// The files in `directory` with extension `ext` whose names (without it) are not in
    /// `used`: references no test reads, which would otherwise linger unchecked.
    public static func orphans(in directory: URL, ext: String, used: Set<String>) -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix("." + ext) }.map { String($0.dropLast(ext.count + 1)) }
            .filter { !used.contains($0) }.sorted()
    }
}
