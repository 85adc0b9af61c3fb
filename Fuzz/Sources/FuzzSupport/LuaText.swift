import Foundation
import Raster
import Scene

/// A double as a Lua expression that evaluates to exactly it, NaN, infinities and -0 too.
public func lua(_ value: Double) -> String {
    if value.isNaN { return "(0/0)" }
    if value.isInfinite { return value < 0 ? "(-1/0)" : "(1/0)" }
    if value == 0, value.sign == .minus { return "(-0.0)" }
    return "(\(value))"  // Swift's shortest round-tripping form ("1e+308", "5e-324") reads in Lua
}

/// Bytes as a Lua string literal holding exactly them: NULs, invalid UTF-8, quotes.
public func lua(_ bytes: [UInt8]) -> String {
    var text = "\""
    for byte in bytes {
        if (0x20..<0x7F).contains(byte), byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
            text.append(Character(UnicodeScalar(byte)))
        } else {
            text += "\\" + String(repeating: "0", count: byte < 10 ? 2 : byte < 100 ? 1 : 0) + String(byte)
        }
    }
    return text + "\""
}

/// A string from `words` as a Lua literal.
public func lua(_ word: String) -> String { lua(Array(word.utf8)) }

/// Budgets far under the defaults, so that an endless loop ends in milliseconds.
public let fuzzLimits = ScriptLimits(instructions: 2_000_000, memory: 64 << 20)

/// A scene script taken as far as the command line takes a good one: loaded, timed, and
/// drawn at 48 points at most on its longer side at `fractions` of its length (capped at
/// a minute). Errors are the expected outcome and are returned for the caller to ignore; a
/// crash, a hang (libFuzzer's -timeout) or runaway memory (-rss_limit_mb) is a finding.
public func renderBriefly(_ source: String, limits: ScriptLimits = fuzzLimits, fractions: [Double] = [0, 0.37, 1]) throws {
    let script = try SceneScript(file: "fuzz.lua", source: source, limits: limits)
    let settings = script.settings
    let length = try script.length()
    let scale = min(settings.scale, 48 / max(settings.width, settings.height))
    let renderer = try Renderer(width: settings.width, height: settings.height, scale: scale,
                                background: settings.background.map { .color($0) } ?? .transparent)
    var playback = try script.playback()
    for fraction in fractions {
        _ = try renderer.render(try playback.presentation(at: min(length, 60) * fraction))
    }
}

/// Writes the script an input decodes to on standard error when `FUZZ_PRINT` is set, to
/// read what a finding does (`FUZZ_PRINT=1 Fuzz/.build/release/FuzzDraw Fuzz/Findings/crash-...`).
public func showScript(_ source: String) {
    if ProcessInfo.processInfo.environment["FUZZ_PRINT"] != nil {
        FileHandle.standardError.write(Data((source + "\n").utf8))
    }
}
