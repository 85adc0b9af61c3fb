import Foundation
import Pixels
import Raster
import ReferenceImageSupport
import Scene
import Testing

/// What every built-in scene promises (docs/scenes.md): it validates, its canvas and default
/// length are the documented ones, and each parameter can be overridden.
@Suite struct SceneContractTests {
    /// docs/scenes.md's canvas (width, height, background as hex or nil for none, scale) and
    /// default length per scene.
    static let contracts: [String: (width: Double, height: Double, background: String, scale: Double, length: Double)] = [
        // 2.0 (last update) + 0.25 (its implicit animation) + hold 0.5
        "circular-loader": (160, 160, "#FFFFFFFF", 1, 2.75),
        // reveal at 2.25, the group's 1 s, hold 1
        "reveal": (240, 240, "#FFFFFFFF", 1, 4.25),
        // one seamless cycle: 1.25 D + interval = 2.5 + 1
        "slack-lines": (160, 160, "#FFFFFFFF", 1, 3.5),
        // the ring is full at 2.9 + (4 - 1.0 - 0.8) = 5.1, hold 0.9
        "spark-segments": (200, 200, "#FFFFFFFF", 1, 6.0),
        // last step at 4.0, its 0.25 s animation, hold 0.75
        "gradient-bar": (320, 32, "#000000FF", 1, 5.0),
        // lcm of the 1 s strokes, 2 s turn and 3 s colors
        "spinner": (80, 80, "#FFFFFFFF", 2, 6.0),
        // size 60 + 2 · 10; three dots of (60 − 2 · 4) / 3 = 17.33 + 2 · 10, rounded up; one 0.8 s cycle
        "ball-pulse": (80, 38, "#FFFFFFFF", 2, 0.8),
        // size 60 + 2 · 10; one 1 s cycle
        "ball-spin-fade": (80, 80, "#FFFFFFFF", 2, 1.0),
        // size 60 + 2 · 10; one 1.2 s cycle
        "ball-scale-ripple": (80, 80, "#FFFFFFFF", 2, 1.2),
        // size 60 + 2 · 10; one 1.2 s period
        "dot-ring": (80, 80, "#FFFFFFFF", 2, 1.2),
        // three dots of 18, gaps of ⌈0.75 · 18⌉ = 14, margins ⌈1.5 · glow 10⌉ + 2 = 17; one 1.2 s cycle
        "glow-pulse": (3 * 18 + 2 * 14 + 2 * 17, 18 + 2 * 17, "#101014FF", 2, 1.2),
        // size 100 + 2 · 10; one cycle: fill 2.4 + hold 0.8
        "percent-ring": (120, 120, "#FFFFFFFF", 2, 3.2),
        // size 44 + 2 · ⌈0.45 · 44⌉ = 44 + 2 · 20; one 2.4 s period
        "flip-square": (84, 84, "#FFFFFFFF", 2, 2.4),
        // size 56 + 2 · ⌈0.3 · 56⌉ = 56 + 2 · 17; one 1.6 s turn
        "coin-flip": (90, 90, "#FFFFFFFF", 2, 1.6),
        // size 100 + 2 · 10; one cycle: fill 2.4 + hold 0.8
        "drawn-ring": (120, 120, "#FFFFFFFF", 2, 3.2),
        // three dots of 16, gaps of 12, margins 8: 88; 8 + jump 24 + 16 + 8: 56; one 1.4 s round
        "spring-dots": (88, 56, "#FFFFFFFF", 2, 1.4),
    ]

    @Test(arguments: BuiltInScenes.names)
    func validatesWithItsDefaults(_ name: String) {
        let problems = SceneScript.validate(file: BuiltInScenes.path(name))
        #expect(problems.isEmpty, "\(problems.map(\.description))")
    }

    @Test(arguments: BuiltInScenes.names)
    func canvasAndLengthAreAsDocumented(_ name: String) throws {
        let script = try BuiltInScenes.load(name)
        let contract = try #require(Self.contracts[name])
        #expect(script.settings.width == contract.width && script.settings.height == contract.height)
        #expect(script.settings.background?.hexString == contract.background)
        #expect(script.settings.scale == contract.scale)
        let length = try script.length()
        #expect(isClose(length, contract.length), "length \(length)")
        #expect(!script.settings.title.isEmpty)
        #expect(!script.settings.summary.isEmpty && !script.settings.summary.contains("\n"))
        #expect(script.parameters.allSatisfy { !$0.help.isEmpty }, "every parameter has help")
    }

    /// The seamless scenes: the frame at the scene's length (the first frame of the next
    /// pass) is the first frame, so the GIF joins without a jump.
    @Test(arguments: ["slack-lines", "spinner", "ball-pulse", "ball-spin-fade", "ball-scale-ripple", "dot-ring",
                      "glow-pulse", "percent-ring", "flip-square", "coin-flip", "drawn-ring", "spring-dots"])
    func repeatingScenesJoinSeamlessly(_ name: String) throws {
        let script = try BuiltInScenes.load(name)
        let length = try script.length()
        let first = try BuiltInScenes.render(script, at: 0, scale: 1)
        let wrapped = try BuiltInScenes.render(script, at: length, scale: 1)
        let worst = zip(first.pixels, wrapped.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(worst <= 2, "frame 0 and frame \(length) differ by up to \(worst)")
    }

    @Test(arguments: BuiltInScenes.names)
    func rendersWithItsDefaults(_ name: String) throws {
        let script = try BuiltInScenes.load(name)
        let length = try script.length()
        // (At 0 some draw only their background: an empty ring, a zero-width bar.)
        for time in [length / 2, length] {
            let frame = try BuiltInScenes.render(script, at: time, scale: 1)
            #expect(frame.width == Int(script.settings.width) && frame.height == Int(script.settings.height))
            let uniform = frame.isUniform
            #expect(!uniform, "\(name) at \(time) draws nothing")
        }
    }

    /// One `--set` per parameter (as text, as the command line passes it). Every parameter a
    /// scene declares must be listed here, so a new one gets tried too.
    static let overrides: [String: [String: String]] = [
        "circular-loader": ["progress": "[[0.1,0.5],[0.4,1.4]]", "hold": "0", "radius": "40", "lineWidth": "6",
                            "color": "systemBlue", "lineCap": "round"],
        "reveal": ["image": TestImage.path, "progress": "[[0.3,1]]", "revealAt": "1.5", "hold": "0.2", "radius": "30",
                   "lineWidth": "4", "color": "#336699", "lineCap": "square"],
        "slack-lines": ["size": "60", "duration": "1", "interval": "0", "colors": "[red,green,blue,black]",
                        "taps": "[0.5,0.9]"],
        "spark-segments": ["duration": "2", "holds": "[[0.1,0.4],[0.6,3]]", "seed": "7", "hold": "0",
                           "strokeWidth": "12"],
        "gradient-bar": ["steps": "[0.5,0.7]", "interval": "0.5", "hold": "0", "stepDuration": "0.5"],
        "spinner": ["colors": "[orange,purple]", "lineWidth": "2", "stopAt": "1.3", "hold": "0.5"],
        "ball-pulse": ["color": "red", "size": "120"],
        "ball-spin-fade": ["color": "#336699", "size": "40"],
        "ball-scale-ripple": ["color": "black", "size": "100", "rings": "1"],
        "dot-ring": ["color": "systemTeal", "size": "100", "count": "8", "period": "0.8"],
        "glow-pulse": ["color": "systemPink", "size": "30", "glow": "20", "duration": "2", "dots": "1"],
        "percent-ring": ["color": "systemPurple", "doneColor": "black", "trackColor": "#DDDDDD", "size": "60",
                         "fill": "1", "hold": "0.5"],
        "flip-square": ["color": "systemRed", "size": "60", "distance": "300", "period": "1.2"],
        "coin-flip": ["front": "systemBlue", "back": "black", "mark": "yellow", "size": "40", "distance": "90",
                      "period": "2"],
        "drawn-ring": ["color": "systemPurple", "doneColor": "black", "trackColor": "#DDDDDD", "size": "60",
                       "fill": "1", "hold": "0.5"],
        "spring-dots": ["color": "systemTeal", "size": "24", "height": "40", "damping": "1", "period": "2"],
    ]

    @Test(arguments: BuiltInScenes.names)
    func runsWithEachParameterOverridden(_ name: String) throws {
        let declared = try BuiltInScenes.load(name).parameters.map(\.name)
        let sets = try #require(Self.overrides[name])
        #expect(Set(declared) == Set(sets.keys), "overrides to try: \(declared)")
        for (parameter, text) in sets.sorted(by: { $0.key < $1.key }) {
            let overrides = SceneOverrides(parameters: [parameter: text])
            let problems = SceneScript.validate(file: BuiltInScenes.path(name), overrides: overrides)
            #expect(problems.isEmpty, "--set \(parameter)=\(text): \(problems.map(\.description))")
            guard problems.isEmpty else { continue }
            let script = try SceneScript(file: BuiltInScenes.path(name), overrides: overrides)
            let value = try #require(script.parameters.first { $0.name == parameter })
            #expect(value.value != value.defaultValue, "--set \(parameter)=\(text) changed nothing")
            let length = try script.length()
            _ = try BuiltInScenes.render(script, at: length / 2, scale: 1)
        }
    }
}

/// A small PNG, made here, for the reveal's `image` override.
enum TestImage {
    static let path: String = {
        let url = URL(fileURLWithPath: testFolder("builtin") + "/checker.png")
        var pixels: [UInt8] = []
        for y in 0..<60 {
            for x in 0..<90 {
                pixels += (x / 15 + y / 15) % 2 == 0 ? [230, 120, 20, 255] : [20, 60, 200, 255]
            }
        }
        try! Data(PNG.encode(Frame(width: 90, height: 60, pixels: pixels))).write(to: url)
        return url.path
    }()
}
