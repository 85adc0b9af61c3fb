import Foundation
import FuzzSupport

@main
enum FuzzTransform3D {
    static func main() { runLibFuzzer(fuzzTransform3D) }
}

/// One input: a parent, a child and a grandchild, each with a transform and a
/// sublayerTransform decoded from the bytes, their zPosition, anchorPointZ and
/// doubleSided, and an animation that may carry the child through the eye plane; drawn at
/// three times. A transform is sixteen entries for `Transform.matrix` (which refuses some,
/// and then the identity stays), a table of components (which takes anything), or a
/// perspective concatenated with a rotation about any axis.
@_cdecl("LLVMFuzzerTestOneInput")  // libFuzzer links against this name too
public func fuzzTransform3D(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzBytes(data, size)
    let source = transformScript(from: &input)
    showScript(source)
    _ = try? renderBriefly(source)
    return 0
}

private let entryNames = (1...4).flatMap { row in (1...4).map { "m\(row)\($0)" } }
private let componentNames = [
    "translationX", "translationY", "translationZ", "rotation", "rotationX", "rotationY", "scaleX", "scaleY",
    "scaleZ", "skew", "skewXZ", "skewYZ", "perspectiveX", "perspectiveY", "perspectiveZ", "perspectiveW",
]

/// A transform as a Lua expression.
private func transform(from input: inout FuzzBytes) -> String {
    switch input.below(5) {
    case 0:
        // Sixteen entries, each left out (the identity's) one time in four.
        let entries = entryNames.compactMap { name in input.below(4) == 0 ? nil : "\(name) = \(lua(input.number()))" }
        return "Transform.matrix { \(entries.joined(separator: ", ")) }"
    case 1:
        let fields = componentNames.compactMap { name in input.below(3) == 0 ? "\(name) = \(lua(input.number()))" : nil }
        return "{ \(fields.joined(separator: ", ")) }"
    case 2:
        // The eye `d` points away, and the layer moved `z` towards it: z near d crosses the eye plane.
        let d = input.number(), z = input.pick([0, 1, -1, 0.999999, 1.000001, 2])
        return "Transform.concat(Transform.translation(0, 0, \(lua(z)) * \(lua(d))), Transform.perspective(\(lua(d))))"
    case 3:
        let angle = input.number(), axis = (0..<3).map { _ in lua(input.number()) }.joined(separator: ", ")
        return "Transform.concat(Transform.rotation(\(lua(angle)), \(axis)), Transform.perspective(\(lua(input.number()))))"
    default:
        return "Transform.scale(\(lua(input.number())), \(lua(input.number())), \(lua(input.number())))"
    }
}

private func transformScript(from input: inout FuzzBytes) -> String {
    var lines: [String] = []
    for layer in ["P", "L", "G"] {
        lines.append("pcall(function() \(layer).transform = \(transform(from: &input)) end)")
        lines.append("pcall(function() \(layer).sublayerTransform = \(transform(from: &input)) end)")
        lines.append("pcall(function() \(layer).zPosition = \(lua(input.number())); \(layer).anchorPointZ = \(lua(input.number())) end)")
        lines.append("\(layer).doubleSided = \(input.bool())")
    }
    let keyPath = lua(input.pick(["transform.translation.z", "transform.rotation.y", "transform.rotation.x", "transform.scale.z",
                                  "sublayerTransform.translation.z", "transform"]))
    let from = input.bool() ? transform(from: &input) : lua(input.number())
    let to = input.bool() ? transform(from: &input) : lua(input.number())
    lines.append("pcall(function() L:add(BasicAnimation { keyPath = \(keyPath), from = \(from), to = \(to), duration = 1 }) end)")
    return """
        scene { width = 24, height = 24, duration = 1 }
        local P = Layer { frame = { 2, 2, 20, 20 }, backgroundColor = "gray" }
        local L = ShapeLayer { frame = { 4, 4, 12, 12 }, path = Path.rect(0, 0, 12, 12), fillColor = "red",
          borderWidth = 1, shadowOpacity = 0.5 }
        local G = Layer { frame = { 2, 2, 6, 6 }, backgroundColor = "blue", cornerRadius = 2 }
        root:addSublayer(P); P:addSublayer(L); L:addSublayer(G)
        \(lines.joined(separator: "\n"))
        """
}
