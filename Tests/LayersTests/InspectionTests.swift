import Animation
import Foundation
import Geometry
import Testing
@testable import Layers

@Suite struct InspectionTests {
    @Test func shapeOfTheJSON() throws {
        let stage = Stage(width: 100, height: 100)
        let view = stage.makeLayer(.layer, name: "view", backsView: true)
        let ring = stage.makeLayer(.shape, name: "ring")
        let mask = stage.makeLayer(.layer, name: "m\"ask")
        try stage.addSublayer(view, to: stage.root)
        try stage.addSublayer(ring, to: view)
        try stage.setMask(mask, of: view)
        try stage.configure(ring, ["path": .path(Path(rect: Rect(x: 0, y: 0, width: 10, height: 20))), "strokeEnd": .number(0.25),
                                   "strokeColor": .color(Color(red: 1, green: 0, blue: 0))])
        try stage.configure(view, ["transform.rotation.z": .number(690 * .pi / 180), "bounds": .rect(Rect(x: 0, y: 0, width: 50, height: 40))])
        let text = try Self.json(stage.presentation().inspection(scene: "test"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(json["scene"] as? String == "test" && json["time"] as? Double == 0)
        let layers = try #require(json["layers"] as? [[String: Any]])
        #expect(layers.count == 1)
        let v = layers[0]
        #expect(v["name"] as? String == "view" && v["type"] as? String == "Layer")
        let properties = try #require(v["properties"] as? [String: Any])
        #expect(properties["bounds"] as? [Double] == [0, 0, 50, 40])
        #expect(abs((properties["transform.rotation.z"] as? Double ?? 0) - 690 * .pi / 180) < 1e-12)
        #expect(properties["transform.scale.x"] as? Double == 1 && properties["anchorPoint"] as? [Double] == [0.5, 0.5])
        #expect(properties["backgroundColor"] as? String == "#00000000" && properties["hidden"] as? Bool == false)
        #expect(properties["strokeEnd"] == nil)  // a Layer has no shape properties
        #expect((v["mask"] as? [String: Any])?["name"] as? String == "m\"ask")
        let r = try #require((v["sublayers"] as? [[String: Any]])?.first)
        #expect(r["type"] as? String == "ShapeLayer" && r["mask"] is NSNull)
        let rp = try #require(r["properties"] as? [String: Any])
        #expect(rp["strokeEnd"] as? Double == 0.25 && rp["strokeColor"] as? String == "#FF0000FF")
        let path = try #require(rp["path"] as? [String: Any])
        #expect(path["bounds"] as? [Double] == [0, 0, 10, 20] && path["length"] as? Double == 60)
        // the same tree, the same bytes
        #expect(try Self.json(stage.presentation().inspection(scene: "test")) == text)
    }

    /// A name with a quote, a backslash and a newline, and a number that is not finite.
    @Test func escapesAndNonFiniteNumbers() throws {
        let stage = Stage(width: 10, height: 10)
        let layer = stage.makeLayer(.layer, name: "a\"b\\c\nd")
        try stage.addSublayer(layer, to: stage.root)
        let text = try Self.json(stage.presentation().inspection(scene: "s\"\\\n"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(json["scene"] as? String == "s\"\\\n")
        #expect((json["layers"] as? [[String: Any]])?.first?["name"] as? String == "a\"b\\c\nd")
        #expect(try Self.json(InspectedValue.numbers([1, .nan, .infinity])) == "[1,null,null]")
    }

    static func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
