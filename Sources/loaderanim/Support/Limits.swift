import ArgumentParser
import Raster
import Scene

/// How much a script may do: the guards against a runaway loop or table in a scene, with
/// defaults a built-in scene is far below, raisable for a scene that needs more.
struct ScriptLimitOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp("Lua instructions the script's body and each callback may run.", valueName: "count"))
    var maxInstructions = ScriptLimits.default.instructions

    @Option(parsing: .unconditional, help: ArgumentHelp("Megabytes of memory the script may use.", valueName: "MB"))
    var maxMemory = ScriptLimits.default.memory >> 20

    /// The limits, or a usage failure for a count that is not positive.
    func limits() throws -> ScriptLimits {
        guard maxInstructions > 0 else { throw Failure(.usage, "--max-instructions must be at least 1, not \(maxInstructions)") }
        guard (1...(1 << 20)).contains(maxMemory) else { throw Failure(.usage, "--max-memory must be 1 to 1048576 MB, not \(maxMemory)") }
        return ScriptLimits(instructions: maxInstructions, memory: maxMemory << 20)
    }
}

/// The most pixels a frame may have: a typo in --scale or a canvas would otherwise ask for
/// gigabytes a frame (the encoder holds a few frames per core).
enum PixelLimit {
    /// 4096 x 4096: 64 MB a frame.
    static let defaultMaximum = 4096 * 4096

    /// `size` in pixels, from the canvas of the scene in `file` and the scale.
    static func check(_ size: (width: Double, height: Double), maximum: Int, file: String) throws {
        guard maximum > 0 else { throw Failure(.usage, "--max-pixels must be at least 1, not \(maximum)") }
        let pixels = size.width * size.height
        guard pixels <= Double(maximum) else {
            throw Failure(.usage, "\(file): a frame of \(format(size.width)) x \(format(size.height)) pixels is \(format(pixels)) pixels; "
                + "the most is \(maximum) (lower --scale or the canvas, or raise --max-pixels)")
        }
    }
}

/// A number for a message: whole numbers without ".0", others as Swift prints them.
func format(_ value: Double) -> String {
    value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
}
