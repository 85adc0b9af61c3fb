import Foundation
import FuzzSupport
import Scene

@main
enum FuzzSetValue {
    static func main() { runLibFuzzer(fuzzSetValue) }
}

/// One input: the first byte picks a parameter of `fixture` (one of each
/// type, with ranges and choices), the rest is the text of `--set name=text`, parsed on
/// the command line's path (SceneScript with overrides). Any error is fine; a crash is a
/// finding.
@_cdecl("LLVMFuzzerTestOneInput")  // libFuzzer links against this name too
public func fuzzSetValue(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data, size > 0 else { return 0 }
    let name = parameterNames[Int(data[0]) % parameterNames.count]
    let text = String(decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)
    _ = try? SceneScript(file: "set-value.lua", source: fixture, overrides: SceneOverrides(parameters: [name: text]))
    return 0
}

private let parameterNames = ["n", "i", "b", "s", "c", "p", "img", "ns", "cs", "ps", "nested", "choice", "ranged"]

private let fixture = """
    scene { width = 20, height = 20, duration = 1 }
    param("n", 1.5, "a number")
    param("i", 3, "an integer", { type = "integer" })
    param("b", true, "a boolean")
    param("s", "word", "a string")
    param("c", "red", "a color")
    param("p", { x = 1, y = 2 }, "a point")
    param("img", "picture.png", "an image")
    param("ns", { 1, 2, 3 }, "an array of numbers")
    param("cs", { "red", "#00FF0080" }, "an array of colors")
    param("ps", { { x = 0, y = 0 } }, "an array of points")
    param("nested", { { 1, 2 }, { 3 } }, "an array of arrays of numbers")
    param("choice", "butt", "a choice", { choices = { "butt", "round", "square" } })
    param("ranged", { 0.5 }, "numbers in a range", { min = 0, max = 1 })
    """
