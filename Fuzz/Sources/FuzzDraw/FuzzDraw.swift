import Foundation
import FuzzSupport
import Scene

@main
enum FuzzDraw {
    static func main() { runLibFuzzer(fuzzDraw) }
}

/// One input: a draw function decoded from the bytes (`DrawProgram`), in a scene of four
/// layers whose drawn one redraws every frame, drawn at three times. Each call is wrapped in
/// `pcall`, so a refused argument does not end the drawing and the calls after it still run.
@_cdecl("LLVMFuzzerTestOneInput")  // libFuzzer links against this name too
public func fuzzDraw(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzBytes(data, size)
    let source = DrawProgram.script(from: &input)
    showScript(source)
    _ = try? renderBriefly(source, limits: limits)
    return 0
}

/// Instructions for a few thousand calls or path elements: each costs microseconds, so a
/// loop of them reaches the budget in tens of milliseconds. The budget of 1,000,000 calls
/// is still in reach: a loop drawing an image context's drawing counts its calls each time.
private let limits = ScriptLimits(instructions: 30_000, memory: 64 << 20)

/// The scene around the decoded calls. `D` is drawn (its `progress` animates, so it draws
/// afresh every frame); `A`, `B`, `C` and `root` are what the calls may rearrange, `D`
/// itself included. `bigPath(n)` builds a path of n elements; `img` is an image context.
enum DrawProgram {
    static func script(from input: inout FuzzBytes) -> String {
        let body = statements(from: &input, context: "ctx", depth: 0)
        return """
            scene { width = 24, height = 24, duration = 1 }
            local function bigPath(n) local p = Path.new(); p:moveTo(0, 0)
              for i = 1, n do p:lineTo(i % 23, (i * 7) % 19) end return p end
            local img = imageContext(8, 8, function(c) c:fillEllipse(0, 0, 8, 8) end)
            local saved
            local A = Layer { frame = { 0, 0, 24, 24 } }
            local B = ShapeLayer { frame = { 2, 2, 10, 10 }, path = Path.oval(0, 0, 10, 10), strokeColor = "red" }
            local C = TextLayer { frame = { 0, 12, 24, 12 }, string = "42", fontSize = 8 }
            local D
            D = Layer { frame = { 4, 4, 16, 16 }, properties = { progress = 0 }, draw = function(ctx, layer)
              local _ = layer.progress
            \(body)
            end }
            root:addSublayer(A); A:addSublayer(D); A:addSublayer(B); root:addSublayer(C)
            D:add(BasicAnimation { keyPath = "progress", from = 0, to = 1, duration = 1 })
            after(0.5, function() if saved then pcall(function() saved:fillRect(0, 0, 1, 1) end) end end)
            """
    }

    /// Up to 24 statements (6 in an image context's function), until the input ends.
    static func statements(from input: inout FuzzBytes, context: String, depth: Int) -> String {
        var lines: [String] = []
        while !input.isEmpty, lines.count < (depth == 0 ? 24 : 6) {
            lines.append("  pcall(function() \(statement(from: &input, context: context, depth: depth)) end)")
        }
        return lines.joined(separator: "\n")
    }

    static func statement(from input: inout FuzzBytes, context: String, depth: Int) -> String {
        switch input.below(16) {
        case 0..<10:
            return call(from: &input, context: context)
        case 10:
            // A call repeated a huge number of times: the instruction budget must stop it.
            let count = input.pick([2, 100, 10_000, 1_000_001, 1e9])
            return "for i = 1, \(Int(count)) do \(call(from: &input, context: context)) end"
        case 11:
            // An image context of any size, drawn with calls of its own, then drawn here.
            let side = input.number()
            let inner = depth == 0 ? statements(from: &input, context: "c", depth: 1) : ""
            return "local i = imageContext(\(lua(side)), \(lua(side)), function(c)\n\(inner)\n end); "
                + "\(context):drawImage(i, 0, 0, \(lua(input.coordinate())), \(lua(input.coordinate())))"
        case 12:
            return "saved = \(context)"
        default:
            return treeChange(from: &input)
        }
    }

    /// `ctx:method(arguments)`, the method from the API's own list, the arguments mostly of
    /// the kinds it takes (`signatures`), sometimes of any kind.
    static func call(from input: inout FuzzBytes, context: String) -> String {
        let method = input.pick(methods)
        var kinds = signatures[method] ?? []
        if input.below(8) == 0 { kinds = (0..<input.below(7)).map { _ in input.pick(Kind.allCases) } }
        let arguments = kinds.map { argument($0, from: &input) }
        return "\(context):\(method)(\(arguments.joined(separator: ", ")))"
    }

    static let methods = SceneScript.drawContextMethods

    enum Kind: CaseIterable { case number, coordinate, point, rect, bool, word, color, path, transform, gradient, dashes, image, text, attributes }

    static func argument(_ kind: Kind, from input: inout FuzzBytes) -> String {
        switch kind {
        case .number: return lua(input.number())
        case .coordinate: return lua(input.coordinate())
        case .point: return "{ \(lua(input.coordinate())), \(lua(input.coordinate())) }"
        case .rect: return "{ " + (0..<4).map { _ in lua(input.coordinate()) }.joined(separator: ", ") + " }"
        case .bool: return input.bool() ? "true" : "false"
        case .word: return lua(input.pick(words))
        case .color: return lua(input.pick(colors))
        case .path:
            switch input.below(4) {
            case 0: return "bigPath(\(Int(input.pick([0, 1, 50, 2_000, 100_001] as [Double]))))"
            case 1: return "Path.arc(" + (0..<5).map { _ in lua(input.number()) }.joined(separator: ", ") + ", true)"
            default: return "Path.oval(" + (0..<4).map { _ in lua(input.coordinate()) }.joined(separator: ", ") + ")"
            }
        case .transform:
            return "{ rotation = \(lua(input.number())), scaleX = \(lua(input.number())), translationX = \(lua(input.coordinate())) }"
        case .gradient:
            let count = input.below(4)
            return "{ colors = { " + (0..<count).map { _ in lua(input.pick(colors)) }.joined(separator: ", ")
                + " }, locations = { " + (0..<input.below(4)).map { _ in lua(input.number()) }.joined(separator: ", ") + " } }"
        case .dashes: return "{ " + (0..<input.below(5)).map { _ in lua(input.number()) }.joined(separator: ", ") + " }"
        case .image: return input.bool() ? "img" : lua(input.pick(["missing.png", "", "img"]))
        case .text: return lua(input.run(upTo: 64))
        case .attributes:
            return "{ font = \(lua(input.pick(["Helvetica", "Menlo", "", "no such font"]))), fontSize = \(lua(input.number())), "
                + "alignment = \(lua(input.pick(["left", "center", "right", "middle"]))) }"
        }
    }

    /// The argument kinds each method takes; a method not listed is called with none (and
    /// with random kinds one time in eight, as every method is).
    static let signatures: [String: [Kind]] = {
        var table: [String: [Kind]] = [
            "translateBy": [.coordinate, .coordinate], "scaleBy": [.number, .number], "rotateBy": [.number],
            "concatCTM": [.transform], "setFillColor": [.color], "setStrokeColor": [.color],
            "setLineWidth": [.number], "setMiterLimit": [.number], "setAlpha": [.number],
            "setLineCap": [.word], "setLineJoin": [.word], "setLineDash": [.number, .dashes], "setBlendMode": [.word],
            "setShadow": [.point, .number, .color], "move": [.coordinate, .coordinate], "addLine": [.coordinate, .coordinate],
            "addCurve": Array(repeating: .coordinate, count: 6), "addQuadCurve": Array(repeating: .coordinate, count: 4),
            "addArc": [.coordinate, .coordinate, .number, .number, .number, .bool],
            "addArcTo": [.coordinate, .coordinate, .coordinate, .coordinate, .number], "addPath": [.path],
            "fillPath": [.word], "clip": [.word], "drawPath": [.word],
            "drawLinearGradient": [.gradient, .point, .point, .dashes],
            "drawRadialGradient": [.gradient, .point, .number, .point, .number, .dashes],
            "drawText": [.text, .coordinate, .coordinate, .attributes],
            "drawImage": [.image, .coordinate, .coordinate, .coordinate, .coordinate],
            "clipToMask": [.image, .coordinate, .coordinate, .coordinate, .coordinate],
        ]
        for rect in ["addRect", "addEllipse", "fill", "stroke", "fillRect", "strokeRect", "fillEllipse", "strokeEllipse", "clear"] {
            table[rect] = [.coordinate, .coordinate, .coordinate, .coordinate]
        }
        return table
    }()

    /// The names the context's choices take (and a few it refuses).
    static let words = [
        "butt", "round", "square", "miter", "bevel", "nonZero", "evenOdd", "fill", "eoFill", "stroke", "fillStroke",
        "eoFillStroke", "normal", "multiply", "screen", "overlay", "clear", "copy", "sourceIn", "destinationOut", "xor",
        "plusLighter", "plusDarker", "luminosity", "", "drawsAfterEndLocation",
    ]
    static let colors = ["red", "clear", "#00FF0080", "#12", "systemBlue", "black", "", "transparent"]

    /// A change to the layer tree from inside the draw function: adding the drawn layer to
    /// itself or its sublayer, removing it, replacing the sublayers, resizing.
    static func treeChange(from input: inout FuzzBytes) -> String {
        let names = ["A", "B", "C", "D", "root"]
        let a = input.pick(names), b = input.pick(names), c = input.pick(names)
        switch input.below(9) {
        case 0: return "\(a):addSublayer(\(b))"
        case 1: return "\(a):removeFromSuperlayer()"
        case 2: return "\(a).sublayers = { \(b), \(c) }"
        case 3: return "\(a).bounds = { " + (0..<4).map { _ in lua(input.number()) }.joined(separator: ", ") + " }"
        case 4: return "\(a).frame = { " + (0..<4).map { _ in lua(input.coordinate()) }.joined(separator: ", ") + " }"
        case 5: return "\(a).mask = \(b)"
        case 6: return "\(a):setNeedsDisplay()"
        case 7: return "\(a):add(BasicAnimation { keyPath = \"bounds.size.width\", from = \(lua(input.number())), "
            + "to = \(lua(input.number())), duration = 1 })"
        default: return "\(a).sublayers = {}"
        }
    }
}
