import CLibFuzzer
import Foundation
import Layers
import Raster
import Scene

@main
enum FuzzScene {
    static func main() {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { fuzzScene($0, $1) })
    }
}

/// One input: any bytes as a scene script, taken as far as the command line
/// takes a good one (load, length, the clock at a few times, drawn frames). Errors are the
/// expected outcome; a crash, a hang (libFuzzer's -timeout) or runaway memory
/// (-rss_limit_mb) is a finding.
@_cdecl("LLVMFuzzerTestOneInput")  // libFuzzer links against this name too
public func fuzzScene(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let source = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = try? renderBriefly(source)
    return 0
}

/// Budgets well under the defaults, so an endless loop ends in milliseconds, not seconds.
private let limits = ScriptLimits(instructions: 2_000_000, memory: 64 << 20)

private func renderBriefly(_ source: String) throws {
    let script = try SceneScript(file: "fuzz.lua", source: source, limits: limits)
    let settings = script.settings
    let length = try script.length()
    // At most 48 x 48 pixels: the drawing code runs on every input, quickly.
    let scale = min(settings.scale, 48 / max(settings.width, settings.height))
    let renderer = try Renderer(width: settings.width, height: settings.height, scale: scale,
                                background: settings.background.map { .color($0) } ?? .transparent)
    var playback = try script.playback()
    for fraction in [0, 0.37, 1] {
        _ = try renderer.render(try playback.presentation(at: min(length, 60) * fraction))
    }
}
