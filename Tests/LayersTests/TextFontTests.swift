import Foundation
import Layers
import Testing

/// Font names to pinned faces: the names real code uses, by weight and style; the faces
/// today's frames were drawn in kept; and an unknown name drawn in the nearest face, with
/// a warning instead of a refusal.
@Suite struct TextFontTests {
    func face(_ name: String) -> FontFace { TextFont(name: name).face }

    /// The names the scripts and the seed scenes used before weights keep Liberation Sans,
    /// so their widths and frames do not move.
    @Test func theNamesOfBeforeKeepLiberationSans() {
        let regular = ["Helvetica", "Helvetica Neue", "HelveticaNeue", "Arial", "ArialMT", "San Francisco", "SF Pro",
                       "SF Pro Text", "SF Pro Display", ".SFUI", ".SFUI-Regular", "system", "Liberation Sans"]
        let bold = ["Helvetica-Bold", "HelveticaNeue-Bold", "Arial-BoldMT", ".SFUI-Bold", "boldSystem", "Liberation Sans Bold"]
        for name in regular { #expect(face(name) == FontFace(.liberationSans, weight: 400), "\(name)") }
        for name in bold { #expect(face(name) == FontFace(.liberationSans, weight: 700), "\(name)") }
        for name in regular + bold { #expect(TextFont(name: name).isKnown && TextFont(name: name).substitutionWarning == nil) }
    }

    /// San Francisco's nine weights (the names `systemFont(ofSize:weight:)` gives) in Apple's
    /// order: ultraLight is the lightest (100), thin 200; regular and bold stay Liberation.
    @Test func theSystemFontsNineWeights() {
        let expected: [(String, FontFamily, Int)] = [
            ("Ultralight", .inter, 100), ("Thin", .inter, 200), ("Light", .inter, 300), ("Regular", .liberationSans, 400),
            ("Medium", .inter, 500), ("Semibold", .inter, 600), ("Bold", .liberationSans, 700), ("Heavy", .inter, 800),
            ("Black", .inter, 900),
        ]
        for (weight, family, value) in expected {
            #expect(face(".SFUI-" + weight) == FontFace(family, weight: value), "\(weight)")
        }
    }

    @Test func helveticaNeueAvenirMenloAndCourier() {
        #expect(face("HelveticaNeue-UltraLight") == FontFace(.inter, weight: 100))
        #expect(face("HelveticaNeue-Thin") == FontFace(.inter, weight: 200))
        #expect(face("HelveticaNeue-Light") == FontFace(.inter, weight: 300))
        #expect(face("HelveticaNeue-Medium") == FontFace(.inter, weight: 500))
        #expect(face("HelveticaNeue-Italic") == FontFace(.liberationSans, weight: 400, italic: true))
        #expect(face("HelveticaNeue-ThinItalic") == FontFace(.inter, weight: 200, italic: true))
        // Avenir is Inter at every weight, regular too.
        #expect(face("Avenir-Book") == FontFace(.inter, weight: 400) && face("Avenir-Roman") == FontFace(.inter, weight: 400))
        #expect(face("Avenir-Heavy") == FontFace(.inter, weight: 800) && face("Avenir-Black") == FontFace(.inter, weight: 900))
        #expect(face("AvenirNext-DemiBold") == FontFace(.inter, weight: 600))
        // The monospaced faces have regular and bold: semibold takes bold, medium regular.
        #expect(face("Menlo") == FontFace(.dejaVuSansMono, weight: 400) && face("Menlo-Bold") == FontFace(.dejaVuSansMono, weight: 700))
        #expect(face(".SFMono-Medium") == FontFace(.dejaVuSansMono, weight: 400))
        #expect(face(".SFMono-Semibold") == FontFace(.dejaVuSansMono, weight: 700))
        #expect(face("Courier") == FontFace(.liberationMono, weight: 400))
        #expect(face("CourierNewPS-BoldItalicMT") == FontFace(.liberationMono, weight: 700, italic: true))
    }

    /// Every accepted name has its own entry, and its face is one the family has.
    @Test func everyNameHasAFaceItsFamilyHas() {
        #expect(Set(TextFont.names).count == TextFont.names.count)
        for name in TextFont.names {
            let face = face(name)
            #expect(face.family.weights.contains(face.weight), "\(name): \(face)")
        }
        #expect(FontFamily.inter.weights == [100, 200, 300, 400, 500, 600, 700, 800, 900])
        #expect(FontFace(.inter, weight: 200, italic: true).description == "Inter ExtraLight Italic")
        #expect(FontFace(.liberationSans, weight: 400, italic: true).description == "Liberation Sans Italic")
    }

    /// A typo draws as the accepted name it misses, and the warning names that name.
    @Test func aTypoDrawsAsTheNameItMisses() {
        let font = TextFont(name: "HelveticaNeue-Thn")
        #expect(!font.isKnown && font.face == FontFace(.inter, weight: 200))
        #expect(font.substitutionWarning == "font \"HelveticaNeue-Thn\" is not a font loaderanim knows: it draws as "
            + "\"HelveticaNeue-Thin\" (Inter ExtraLight), the nearest accepted name")
        #expect(face("Helvetica Bold") == FontFace(.liberationSans, weight: 700))
        #expect(face("helvetica") == FontFace(.liberationSans, weight: 400) && !TextFont(name: "helvetica").isKnown)
    }

    /// A near miss whose own words ask for another weight keeps the weight: "Avenir-Bold"
    /// is two edits from "Avenir-Book" but bold.
    @Test func aNearMissKeepsTheWeightItAsksFor() {
        let font = TextFont(name: "Avenir-Bold")
        #expect(font.face == FontFace(.inter, weight: 700))
        #expect(font.substitutionWarning?.contains("it draws in Inter Bold, as ") == true)
    }

    /// A name near none draws in the face its words ask for (Helvetica's group unless it
    /// says Mono or Courier), and the warning names accepted names of that face.
    @Test func anUnknownNameDrawsInTheFaceItsWordsAskFor() {
        #expect(face("Comic Sans") == FontFace(.liberationSans, weight: 400))
        #expect(face("Futura-CondensedExtraBold") == FontFace(.inter, weight: 800))
        #expect(face("Georgia-BoldItalic") == FontFace(.liberationSans, weight: 700, italic: true))
        #expect(face("Montserrat-SemiBold") == FontFace(.inter, weight: 600))
        #expect(face("SourceCodePro-Regular") == FontFace(.dejaVuSansMono, weight: 400))
        #expect(face("JetBrainsMono-ExtraBold") == FontFace(.dejaVuSansMono, weight: 700))
        #expect(face("Courier Prime") == FontFace(.liberationMono, weight: 400))
        let warning = TextFont(name: "Futura-Bold").substitutionWarning
        #expect(warning == "font \"Futura-Bold\" is not a font loaderanim knows: it draws in Liberation Sans Bold, "
            + "as \"Helvetica-Bold\", \"HelveticaNeue-Bold\", \"Arial-BoldMT\" do")
    }
}

/// docs/core-animation.md's table of names and faces says what the code does.
@Suite struct FontTableDocTests {
    @Test func theDocsTableMatchesTheNames() throws {
        let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/core-animation.md")
        let text = try String(contentsOf: page, encoding: .utf8)
        let section = try #require(text.components(separatedBy: "### Fonts: the same pixels on every machine").last)
        let rows = section.split(separator: "\n").filter { $0.hasPrefix("| `") && !$0.hasPrefix("| `font` |") }
        #expect(rows.count == 15)
        var seen = 0
        for row in rows {
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            // The names before any "(...: bold)" aside, and the face without its weight class.
            let names = cells[0].components(separatedBy: "(").first!
                .split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 1 }.map { String($0.element) }
            let face = cells[1].components(separatedBy: " (").first!
            for name in names {
                let font = TextFont(name: name)
                #expect(font.isKnown, "\(name) in the docs is not an accepted name")
                // Liberation Mono's and DejaVu Sans Mono's rows name the family for both weights.
                #expect(font.face.description == face || font.face.description == face + " Regular", "\(name): \(font.face), docs: \(face)")
                seen += 1
            }
        }
        #expect(seen > 50)
    }
}
