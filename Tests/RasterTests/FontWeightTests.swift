import Foundation
import Layers
@testable import Raster
import Testing

/// Each pinned face's advance widths, as Pango lays text out, against the font file's own
/// metrics. The expected numbers are the files' hmtx advances of each glyph, summed, times
/// size / unitsPerEm (head.unitsPerEm: 2816 for Inter, 2048 for Liberation and DejaVu),
/// read with fontTools from Debian 12's packages (fonts-inter 4.0~beta7+ds-1,
/// fonts-liberation2 2.1.5, fonts-dejavu-core 2.37):
///
///     from fontTools.ttLib import TTFont
///     font = TTFont("/usr/share/fonts/opentype/inter/Inter-Thin.otf")
///     cmap, hmtx = font.getBestCmap(), font["hmtx"]
///     sum(hmtx[cmap[ord(c)]][0] for c in "minimum")  # 11504
///
/// "minimum" has no kerning pairs in these faces, so shaping adds nothing to the sum.
/// At 27.5 points an Inter advance of a units is a · 27.5 · 1024 / 2816 = 10a Pango
/// units (1/1024 point), and at 28 points a 2048-unit advance is 14a: the widths are exact.
@Suite struct FontWeightTests {
    /// (face, the "minimum" advances m, i, n, i, m, u, m in font units, their sum).
    static let inter: [(weight: Int, advances: [Int], sum: Int)] = [
        (100, [2352, 624, 1600, 624, 2352, 1600, 2352], 11504),
        (200, [2384, 639, 1616, 639, 2384, 1612, 2384], 11658),
        (300, [2416, 653, 1632, 653, 2416, 1624, 2416], 11810),
        (400, [2448, 668, 1648, 668, 2448, 1636, 2448], 11964),
        (500, [2488, 701, 1682, 701, 2488, 1674, 2488], 12222),
        (600, [2528, 734, 1717, 734, 2528, 1713, 2528], 12482),
        (700, [2568, 766, 1751, 766, 2568, 1751, 2568], 12738),
        (800, [2608, 799, 1786, 799, 2608, 1790, 2608], 12998),
        (900, [2648, 832, 1820, 832, 2648, 1828, 2648], 13256),
    ]

    func width(_ text: String, _ face: FontFace, size: Double) throws -> Double {
        try TextEngine.shared.lineWidth(of: text, font: face, size: size)
    }

    /// Inter Thin to Black: "minimum" at 27.5 points is sum / 2816 · 27.5 points, from
    /// 112.34 (Thin) to 129.45 (Black); each weight wider than the one before.
    @Test(arguments: inter)
    func interWeights(weight: Int, advances: [Int], sum: Int) throws {
        #expect(advances.reduce(0, +) == sum)
        let expected = Double(sum) / 2816 * 27.5
        #expect(abs(try width("minimum", FontFace(.inter, weight: weight), size: 27.5) - expected) < 1e-9,
                "Inter \(weight)")
        // The italic of each weight has the upright's advances for these letters.
        #expect(abs(try width("minimum", FontFace(.inter, weight: weight, italic: true), size: 27.5) - expected) < 1e-9)
    }

    /// Liberation Sans: m 1706, i 455, n 1139, u 1139 (regular and italic); m 1821, i 569,
    /// n 1251, u 1251 (bold): 8306 and 9103 units, Helvetica's and Arial's widths.
    @Test func liberationSansKeepsHelveticasWidths() throws {
        #expect(abs(try width("minimum", FontFace(.liberationSans, weight: 400), size: 28) - 8306.0 / 2048 * 28) < 1e-9)
        #expect(abs(try width("minimum", FontFace(.liberationSans, weight: 400, italic: true), size: 28) - 8306.0 / 2048 * 28) < 1e-9)
        #expect(abs(try width("minimum", FontFace(.liberationSans, weight: 700), size: 28) - 9103.0 / 2048 * 28) < 1e-9)
    }

    /// The monospaced faces: every glyph 1229 units in Liberation Mono (Courier New's 0.6
    /// em) and 1233 in DejaVu Sans Mono (Menlo's), bold as wide as regular.
    @Test func monospacedFacesHaveOneAdvance() throws {
        for weight in [400, 700] {
            #expect(abs(try width("minimum", FontFace(.liberationMono, weight: weight), size: 28) - 7 * 1229.0 / 2048 * 28) < 1e-9)
            #expect(abs(try width("Loading", FontFace(.dejaVuSansMono, weight: weight), size: 28) - 7 * 1233.0 / 2048 * 28) < 1e-9)
        }
    }

    /// Names as scripts give them reach those faces: a label in "HelveticaNeue-Thin" is
    /// Inter ExtraLight's width (11658 units), in "Helvetica" Liberation Sans's (8306).
    @Test func namesReachTheirFaces() throws {
        #expect(abs(try width("minimum", TextFont(name: "HelveticaNeue-Thin").face, size: 27.5) - 11658.0 / 2816 * 27.5) < 1e-9)
        #expect(abs(try width("minimum", TextFont(name: "Helvetica").face, size: 28) - 8306.0 / 2048 * 28) < 1e-9)
        #expect(abs(try width("minimum", TextFont(name: "Menlo").face, size: 28) - 7 * 1233.0 / 2048 * 28) < 1e-9)
    }

    /// Every file the families name is installed (what `make deps` checks), each family
    /// loads, and a missing one would be an error naming it.
    @Test func everyPinnedFileIsThere() throws {
        #expect(FontFamily.allFiles.count == 4 + 18 + 4 + 4 + 2)
        for file in FontFamily.allFiles { #expect(FileManager.default.isReadableFile(atPath: file), "\(file)") }
    }
}
