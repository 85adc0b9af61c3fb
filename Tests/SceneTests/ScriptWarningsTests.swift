import Layers
@testable import Scene
import Testing

/// A font name loaderanim does not know: the layer takes it (the face is the nearest one),
/// and the script's printer gets one warning line per name, however many times the script
/// runs or sets it, at the line that set it first.
@Suite struct ScriptWarningsTests {
    static let source = """
        scene { width = 40, height = 40, duration = 1 }
        local thin = TextLayer { string = "Loading", font = "HelveticaNeue-Thin" }
        local label = TextLayer { string = "42%" }
        label.font = "Avenir-Bold"
        label.font = "Avenir-Bold"
        root:addSublayer(Layer { frame = { 0, 0, 40, 40 }, draw = function(ctx)
            ctx:drawText("3", 0, 0, { font = "Gill Sans" })
        end })
        print(label.font)
        """

    @Test func oneLinePerUnknownNameAtTheLineThatSetIt() throws {
        let file = write(Self.source)
        let printed = PrintedLines()
        let script = try SceneScript(file: file, printer: printed.printer)
        // Two playbacks: the script runs three times, the draw function at least twice.
        for _ in 0..<2 {
            var playback = try script.playback()
            for i in 0...10 { _ = try playback.presentation(at: Double(i) / 10) }
        }
        #expect(printed.lines.filter { $0.contains("warning") } == [
            "loaderanim: \(file):4: warning: font \"Avenir-Bold\" is not a font loaderanim knows: it draws in Inter Bold, "
                + "as \"AvenirNext-Bold\", \"Inter-Bold\" do",
            "loaderanim: \(file):7: warning: font \"Gill Sans\" is not a font loaderanim knows: it draws in "
                + "Liberation Sans Regular, as \"Helvetica\", \"Helvetica Neue\", \"HelveticaNeue\" do",
        ])
        // The layer keeps the name it was given, as UIKit's CATextLayer keeps its font.
        #expect(printed.lines.filter { $0 == "Avenir-Bold" }.count == 3)
    }

    /// Each loaded script warns afresh (the preview loads the script again after an edit).
    @Test func aScriptLoadedAgainWarnsAgain() throws {
        let file = write(Self.source)
        let printed = PrintedLines()
        for _ in 0..<2 { _ = try SceneScript(file: file, printer: printed.printer).makeStage() }
        #expect(printed.lines.filter { $0.contains("warning: font \"Avenir-Bold\"") }.count == 2)
    }
}
