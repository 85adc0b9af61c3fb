import Foundation
import FuzzSupport

@main
enum FuzzText {
    static func main() { runLibFuzzer(fuzzText) }
}

/// One input: a text layer's string (any bytes: invalid UTF-8, NULs, combining marks, up
/// to past the 10,000-character budget), its font (a known name, or any bytes), its size
/// and the size it animates to (NaN, 0, negative, huge), its bounds, alignment, wrapping
/// and truncation; and the same text drawn by `ctx:drawText` in a draw function. The
/// layer is 24 points wide, so Pango lays out what it is given and draws little.
@_cdecl("LLVMFuzzerTestOneInput")  // libFuzzer links against this name too
public func fuzzText(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzBytes(data, size)
    let source = textScript(from: &input)
    showScript(source)
    _ = try? renderBriefly(source, fractions: [0, 1])
    return 0
}

/// The font names iOS code uses (a few of the pinned table's, and the system's) and
/// names that are not fonts.
private let fonts = [
    "Helvetica", "Helvetica-Bold", "HelveticaNeue-Thin", ".SFUI-Semibold", "Avenir-Heavy", "Menlo", "Courier",
    "system", "", " ", "-", "Helvetica-", "Helvetica-Bold-Bold", "ComicSans", ".", "Menlo-Bold-Italic",
]

private func textScript(from input: inout FuzzBytes) -> String {
    let string = input.run(upTo: 12_000)
    let font = input.bool() ? lua(input.pick(fonts)) : lua(input.run(upTo: 300))
    let size = lua(input.number()), endSize = lua(input.number())
    let frame = (0..<4).map { _ in lua(input.coordinate()) }.joined(separator: ", ")
    let alignment = lua(input.pick(["natural", "left", "right", "center", "justified", "middle"]))
    let truncation = lua(input.pick(["none", "start", "end", "middle", "both"]))
    let wrapped = input.bool() ? "true" : "false"
    let drawAt = "\(lua(input.coordinate())), \(lua(input.coordinate()))"
    let drawAlignment = lua(input.pick(["left", "center", "right"]))
    return """
        scene { width = 24, height = 24, duration = 1 }
        local text = \(lua(string))
        local ok, label = pcall(TextLayer, { frame = { 0, 0, 24, 24 }, string = text, font = \(font), fontSize = \(size),
          alignmentMode = \(alignment), truncationMode = \(truncation), isWrapped = \(wrapped), foregroundColor = "black" })
        if ok then
          root:addSublayer(label)
          pcall(function() label.frame = { \(frame) } end)
          pcall(function() label:add(BasicAnimation { keyPath = "fontSize", from = \(size), to = \(endSize), duration = 1 }) end)
        end
        root:addSublayer(Layer { frame = { 0, 0, 24, 24 }, draw = function(ctx)
          pcall(function() ctx:drawText(text, \(drawAt), { font = \(font), fontSize = \(size), alignment = \(drawAlignment) }) end)
        end })
        """
}
