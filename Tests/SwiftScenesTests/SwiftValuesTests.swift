import Foundation
import Testing

/// Values the way iOS code writes them (NSValue boxes, NSNumber and mixed number arrays,
/// CGColor arrays, Swift 3-era constants, attributed strings, pictures beside the scene),
/// checked at chosen times against Core Animation's rules, and the one-line stop for a value
/// of the wrong type.
@Suite struct SwiftValuesTests {
    /// The properties of the layer named `name` in an `inspect` tree.
    static func properties(_ json: String, _ name: String) throws -> [String: Any] {
        let tree = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        func find(_ layers: [[String: Any]]) -> [String: Any]? {
            for layer in layers {
                if layer["name"] as? String == name { return layer["properties"] as? [String: Any] }
                if let found = find(layer["sublayers"] as? [[String: Any]] ?? []) { return found }
            }
            return nil
        }
        return try #require(find(tree["layers"] as? [[String: Any]] ?? []), "no layer \(name)")
    }

    static func inspect(_ scene: String, at time: Double, _ more: [String] = []) throws -> String {
        let result = try swiftScene(["inspect", scene, "--time", String(time)] + more)
        #expect(result.status == 0 && result.err.isEmpty, "\(result.err)")
        return result.out
    }

    static func near(_ value: Any?, _ expected: Double) -> Bool {
        guard let value = value as? Double else { return false }
        return abs(value - expected) < 1e-9
    }

    /// kCAFillModeBackwards, kCAMediaTimingFunctionLinear, kCALineCapRound, kCAAnimationDiscrete,
    /// M_PI, CGFloat(M_PI_2), HUGE...: the same tree as the Lua twin's, and Core Animation's values.
    @Test func swift3NamesEqualTheLuaTwin() throws {
        for time in [0, 0.3, 0.9, 1.25, 1.45, 1.99] {
            let lua = try Self.inspect("legacy.lua", at: time), swift = try Self.inspect("legacy.swift", at: time)
            #expect(swift == lua, "inspect --time \(time)")
        }
        let early = try Self.properties(try Self.inspect("legacy.swift", at: 0.3), "ring")
        // strokeEnd 0 → 1 begins at 0.5 with kCAFillModeBackwards: before it, the from value 0.
        #expect(Self.near(early["strokeEnd"], 0))
        let at09 = try Self.inspect("legacy.swift", at: 0.9)
        // Linear over 1 s from 0.5: (0.9 − 0.5) / 1 = 0.4.
        #expect(Self.near(try Self.properties(at09, "ring")["strokeEnd"], 0.4))
        // Discrete [0.3, 1, 0.3] at keyTimes [0, 0.5, 1], 0.8 s: 0.9 s is 0.1 into the second
        // repeat, fraction 0.125 < 0.5, so the first value.
        #expect(Self.near(try Self.properties(at09, "dot")["opacity"], 0.3))
        let at125 = try Self.inspect("legacy.swift", at: 1.25)
        // 1.25 s is 0.45 into the second repeat, fraction 0.5625 ≥ 0.5: the second value, 1.
        #expect(Self.near(try Self.properties(at125, "dot")["opacity"], 1))
        let late = try Self.properties(try Self.inspect("legacy.swift", at: 1.99), "ring")
        // repeatCount = HUGE (Float.greatestFiniteMagnitude) repeats forever: at 1.99 s the
        // second turn (0.39 s of 1.6) is under way.
        #expect((late["transform.rotation.z"] as? Double ?? 0) > 0)
    }

    /// NSValue(cgPoint:), (cgRect:), (cgSize:), (caTransform3D:), (cgAffineTransform:),
    /// [Float, NSNumber, CGFloat, Int] keyframes, CGColor keyframes and gradient colors,
    /// fromValue = CGFloat.pi, a view's CGAffineTransform(rotationAngle:).
    @Test func boxedValuesFollowCoreAnimationsRules() throws {
        let a = try Self.inspect("boxes.swift", at: 0.25)
        let mover = try Self.properties(a, "mover"), box = try Self.properties(a, "box")
        let needle = try Self.properties(a, "needle"), stripes = try Self.properties(a, "stripes")
        // Three points, even keyTimes over 2 s: 0.25 s is fraction 0.125, half of the first
        // segment (20,20) → (100,20): x = 20 + 0.25 × 80 = 40.
        #expect(mover["position"] as? [Double] == [40, 20])
        // [0.2, 1, 0.6, 0] at keyTimes [0, 0.25, 0.5, 1]: fraction 0.125 is half of the first
        // segment: 0.2 + 0.5 × 0.8 = 0.6.
        #expect(Self.near(mover["opacity"], 0.6))
        // red → blue over 1 s: a quarter of the way, (0.75, 0, 0.25) → #BF0040.
        #expect(mover["backgroundColor"] as? String == "#BF0040FF")
        // bounds (0,0,20,20) → (0,0,60,40) over 1 s, a quarter: 20 + 10, 20 + 5.
        #expect(box["bounds"] as? [Double] == [0, 0, 30, 25])
        // shadowOffset (0,0) → (8,4) over 2 s, an eighth: (1, 0.5).
        #expect(box["shadowOffset"] as? [Double] == [1, 0.5])
        // identity → rotation π/2 about z over 1 s, decomposed: π/8 at a quarter.
        #expect(Self.near(box["transform.rotation.z"], .pi / 8))
        // fromValue = CGFloat.pi → 0 over 1 s: 0.75π at a quarter.
        #expect(Self.near(needle["transform.rotation.z"], 0.75 * .pi))
        // [red, blue] → [blue, red] over 2 s, an eighth: (0.875, 0, 0.125) → #DF0020, and back.
        #expect(stripes["colors"] as? [String] == ["#DF0020FF", "#2000DFFF"])
        // The view's CGAffineTransform(rotationAngle: .pi / 6), as its layer's rotation.
        #expect(Self.near(try Self.properties(a, "tilted")["transform.rotation.z"], .pi / 6))

        let b = try Self.inspect("boxes.swift", at: 0.75)
        // Fraction 0.375: half of the second segment, 1 → 0.6: 0.8.
        #expect(Self.near(try Self.properties(b, "mover")["opacity"], 0.8))

        let c = try Self.inspect("boxes.swift", at: 1.5)
        let late = try Self.properties(c, "mover")
        // Fraction 0.75: half of the second segment (100,20) → (100,100).
        #expect(late["position"] as? [Double] == [100, 60])
        // Fraction 0.75: half of the last segment, 0.6 → 0: 0.3.
        #expect(Self.near(late["opacity"], 0.3))
        // The color keyframes ended at 1 s with fillMode forwards: blue.
        #expect(late["backgroundColor"] as? String == "#0000FFFF")
        // The transform keyframes [identity, NSValue(scale 2), NSValue(affine scale 3)] from
        // 1 s over 1 s: 1.5 s is fraction 0.5, the middle value: scale 2.
        #expect(Self.near(try Self.properties(c, "needle")["transform.scale.x"], 2))
    }

    /// What loaders read back: boxes to values, a presentation value as CGFloat, Double,
    /// Float and NSNumber (all succeed on iOS, where it is an NSNumber), a point as CGPoint
    /// and as NSValue.
    @Test func readsCastAsOnIOS() throws {
        let result = try swiftScene(["render", "boxes.swift", "--set", "reads=true", "--out", temporaryFolder("reads") + "/r.gif", "--quiet"])
        #expect(result.status == 0 && result.out.isEmpty, "\(result.out)")
        #expect(lines(result.err) == [
            "cgPointValue 3.0,4.0",
            "caTransform3DValue 2.0",
            "values[0] as? CGPoint 20.0,20.0",
            "objCType {CGRect={CGPoint=dd}{CGSize=dd}}",
            // Opacity at 0.5 s: fraction 0.25, keyTime 0.25, the second value 1.
            "opacity at 0.5: CGFloat 1.0, Double 1.0, Float 1.0, NSNumber 1.0",
            // Position at 0.5 s: fraction 0.25, the first segment's end is at 0.5: (60, 20).
            "position at 0.5: CGPoint 60.0,20.0, NSValue 60.0,20.0",
        ])
    }

    /// UIFont, CGFont, a String as CFTypeRef, attributed strings and pictures beside the
    /// scene: the Lua twin's tree and its GIF, byte for byte, with no warning.
    @Test func textAndPicturesEqualTheLuaTwin() throws {
        #expect(try Self.inspect("text.swift", at: 0.1) == Self.inspect("text.lua", at: 0.1))
        let percent = try Self.properties(try Self.inspect("text.swift", at: 0.1), "percent")
        // The attributed string's font and color, not the layer's defaults (36 pt, white).
        #expect(percent["font"] as? String == ".SFUI-Semibold" && Self.near(percent["fontSize"], 18))
        // "assets/spinner" found with .png added; the JPEG by its path from the scene's folder.
        let tree = try Self.inspect("text.swift", at: 0.1)
        #expect(try Self.properties(tree, "picture")["contents"] as? String == sceneFolder + "/assets/spinner.png")
        #expect(try Self.properties(tree, "imageView")["contents"] as? String == sceneFolder + "/assets/spinner.jpg")
        // "Loading" in red, then "..." in gray: the first run's color draws the whole string.
        #expect(try Self.properties(tree, "loading")["foregroundColor"] as? String == "#FF0000FF")
        let folder = temporaryFolder("text")
        for scene in ["text.lua", "text.swift"] {
            let result = try swiftScene(["render", scene, "--out", folder + "/" + scene + ".gif", "--quiet"])
            #expect(result.status == 0 && result.err.isEmpty, "\(result.err)")
        }
        let lua = try Data(contentsOf: URL(fileURLWithPath: folder + "/text.lua.gif"))
        let swift = try Data(contentsOf: URL(fileURLWithPath: folder + "/text.swift.gif"))
        #expect(lua.count > 1000)
        #expect(lua == swift)
    }

    /// A value the key path cannot take, a missing picture: one line at the scene's line (the
    /// `add(_:forKey:)` call for an animation's values, `setValue(_:forKeyPath:)`'s own, the
    /// UIImage call for a picture; a property's setter has no line, so the scene's name),
    /// exit 65, no output file.
    @Test(arguments: [
        ("string", "wrong.swift:17: CABasicAnimation(keyPath: \"opacity\").fromValue is the String \"red\"; opacity takes a number"),
        ("box", "wrong.swift:17: CABasicAnimation(keyPath: \"opacity\").toValue is NSValue(cgPoint: (1.0, 1.0)); opacity takes a number"),
        ("keyframe", "wrong.swift:22: CAKeyframeAnimation(keyPath: \"backgroundColor\").values[1] is the String \"blue\"; "
            + "backgroundColor takes a color"),
        ("image", "wrong.swift:31: UIImage(named: \"missing-picture\"): there is no missing-picture, missing-picture.png, "
            + "missing-picture.jpg or missing-picture.jpeg in \(sceneFolder)"),
        ("file", "wrong.swift:32: UIImage(contentsOfFile: \"pictures/none.jpg\"): there is no readable file \(sceneFolder)/pictures/none.jpg"),
        ("contents", "wrong.swift: CALayer.contents = the String \"spinner.png\": contents takes a CGImage or a UIImage"),
        ("kvc", "wrong.swift:34: CALayer.setValue(the String \"half\", forKeyPath: \"transform.scale\"): transform.scale takes a number"),
    ])
    func aWrongValueIsOneLineAtTheScenesLine(mode: String, message: String) throws {
        let folder = temporaryFolder("wrong")
        let result = try swiftScene(["render", "wrong.swift", "--set", "mode=\(mode)", "--out", folder + "/w.gif", "--quiet"])
        #expect(result.status == 65)
        #expect(!result.signaled)
        #expect(lines(result.err) == ["loaderanim: " + message])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    /// A UIColor where Core Animation wants a CGColor (`toValue = UIColor.green`): iOS
    /// silently draws nothing; loaderanim draws the color meant.
    @Test func aUIColorValueDrawsAsItsCGColor() throws {
        let result = try swiftScene(["inspect", "wrong.swift", "--set", "mode=uicolor", "--time", "1.5"])
        #expect(result.status == 0 && result.err.isEmpty, "\(result.err)")
        // borderColor → green over 1 s, kept by fillMode forwards.
        #expect(result.out.contains("\"borderColor\":\"#00FF00FF\""))
    }
}
