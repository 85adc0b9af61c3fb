import Foundation
import ReferenceImageSupport
import Testing

/// A font name loaderanim does not know is a warning, not an error: the loader renders, and
/// stderr has one line per such name (though a render runs the script more than once and a
/// draw function runs every frame), at the line that set it.
@Suite struct FontWarningTests {
    @Test func aLoaderLabelledInHelveticaNeueThinRendersWithOneWarningPerUnknownName() throws {
        let out = temporaryDirectory() + "/thin.gif"
        let result = try loaderanim(["render", "\(testScenes)/thin-label.lua", "--out", out])
        #expect(result.status == 0)
        #expect(result.err == """
            loaderanim: \(testScenes)/thin-label.lua:8: warning: font "HelveticaNeue-Medum" is not a font loaderanim \
            knows: it draws as "HelveticaNeue-Medium" (Inter Medium), the nearest accepted name
            loaderanim: \(testScenes)/thin-label.lua:11: warning: font "Futura-Bold" is not a font loaderanim knows: \
            it draws in Liberation Sans Bold, as "Helvetica-Bold", "HelveticaNeue-Bold", "Arial-BoldMT" do

            """)
        #expect(try Data(contentsOf: URL(fileURLWithPath: out)).prefix(6) == Data("GIF89a".utf8))
    }

    /// `validate` runs the script twice, its timeline to the end and the draw function at 0
    /// and at the end: still one line for each name, the drawn label's too.
    @Test func validateWarnsOnceToo() throws {
        let result = try loaderanim(["validate", "\(testScenes)/thin-label.lua"])
        #expect(result.status == 0)
        let warnings = result.err.split(separator: "\n").filter { $0.contains("warning: font") }
        #expect(warnings.count == 2)
        #expect(warnings.first?.contains("thin-label.lua:8: warning: font \"HelveticaNeue-Medum\"") == true)
        #expect(warnings.last?.contains("thin-label.lua:11: warning: font \"Futura-Bold\"") == true)
    }

    /// Text scaled past what FreeType takes (Scenes/huge-text.lua) renders with nothing on
    /// stderr: Pango printed three warnings for each.
    @Test func textFreeTypeCannotScaleIsQuiet() throws {
        let result = try loaderanim(["frame", "\(testScenes)/huge-text.lua", "--time", "0",
                                     "--out", temporaryDirectory() + "/huge.png"])
        #expect(result.status == 0)
        #expect(result.err == "")
    }
}
