import Testing
@testable import Scene

@Suite struct ParameterTests {
    let source = """
        scene { width = 50, height = 50 }
        radius = param("radius", 20, "ring radius", { min = 1, max = 100 })
        progress = param("progress", { { 0.2, 0.08 }, { 0.5, 0.2 } }, "updates as [time, fraction]")
        colors = param("colors", { "red", "#34C759" }, "stroke colors")
        cap = param("lineCap", "butt", "line cap", { choices = { "butt", "round", "square" } })
        color = param("color", "red", "the ring")
        round = param("round", false, "round caps")
        center = param("center", { x = 25, y = 25 }, "where")
        taps = param("taps", {}, "tap times")
        count = param("count", 3, "how many", { type = "integer" })
        """

    @Test func typesComeFromTheDefaults() throws {
        let s = try scene(source)
        let types = Dictionary(uniqueKeysWithValues: s.parameters.map { ($0.name, $0.type.description) })
        #expect(types == ["radius": "number", "progress": "array of array of number", "colors": "array of color",
                          "lineCap": "string", "color": "color", "round": "boolean", "center": "point",
                          "taps": "array of number", "count": "integer"])
        let radius = try #require(s.parameters.first)
        #expect(radius.help == "ring radius" && radius.minimum == 1 && radius.maximum == 100 && radius.value == .number(20))
    }

    @Test func overridesAreParsedByType() throws {
        let s = try scene(source + """

            assert(radius == 35.5 and progress[2][1] == 1.5 and colors[2] == "rgb(1, 2, 3)" and cap == "round")
            assert(round == true and center.x == 3 and #taps == 2 and taps[2] == 1.7 and count == 5 and color == "#FF000080")
            """, overrides: ["radius": "35.5", "progress": "[[0.2,0.1],[1.5,1]]", "colors": "[red, rgb(1, 2, 3)]",
                             "lineCap": "round", "round": "yes", "center": "3,4", "taps": "0.5,1.7", "count": "5",
                             "color": "#FF000080"])
        #expect(s.parameters.first { $0.name == "progress" }?.value.description == "[[0.2,0.1],[1.5,1]]")
    }

    @Test(arguments: [
        ("radius", "abc", "--set radius=abc: radius is a number; \"abc\" is not a finite number"),
        ("radius", "nan", "--set radius=nan: radius is a number; \"nan\" is not a finite number"),
        ("radius", "500", "--set radius=500: 500.0 is above the maximum 100"),
        ("lineCap", "rounded", "--set lineCap=rounded: \"rounded\" is not one of butt, round, square"),
        ("count", "2.5", "--set count=2.5: count is an integer; \"2.5\" is not a whole number"),
        ("progress", "[[1,2]", "--set progress=[[1,2]: progress is an array of array of number; \"[[1,2]\" opens a [ it does not close"),
        ("round", "maybe", "--set round=maybe: round is a boolean; \"maybe\" is not true or false"),
        ("center", "1", "--set center=1: center is a point; a point is written x,y"),
    ])
    func badOverridesNameTheParameter(name: String, value: String, message: String) {
        let error = sceneError { _ = try scene(source, overrides: [name: value]) }
        #expect(error?.message == message)
        #expect(error?.line == nil)
    }

    @Test func badColorsSayWhatAColorIs() {
        let error = sceneError { _ = try scene(source, overrides: ["color": "blurple"]) }
        #expect(error?.message.hasPrefix("--set color=blurple: color is a color; not a color name, #hex, rgb()") == true)
    }

    @Test func unknownParametersListTheKnownOnes() {
        let error = sceneError { _ = try scene(source, overrides: ["radious": "3"]) }
        #expect(error?.message == "--set radious: this scene has no parameter radious; its parameters are: radius, progress, "
            + "colors, lineCap, color, round, center, taps, count")
    }

    @Test func validateReportsEveryProblem() {
        let file = write(source)
        let problems = SceneScript.validate(file: file, overrides: SceneOverrides(parameters: ["radius": "x", "round": "2", "nope": "1"]))
        #expect(problems.map(\.message) == [
            "--set radius=x: radius is a number; \"x\" is not a finite number",
            "--set round=2: round is a boolean; \"2\" is not true or false",
            "--set nope: this scene has no parameter nope; its parameters are: radius, progress, colors, lineCap, color, round, center, taps, count",
        ])
        #expect(SceneScript.validate(file: file).isEmpty)
    }
}
