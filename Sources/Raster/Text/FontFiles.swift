import CPango
import Layers

/// Where each pinned family's files are (the Debian packages in the Makefile's `deps`),
/// and how a face is asked of Pango.
extension FontFamily {
    static let liberation = "/usr/share/fonts/truetype/liberation2/"
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/"
    static let interFolder = "/usr/share/fonts/opentype/inter/"

    /// DejaVu Sans, for the characters a family lacks (Arabic, many symbols): in every
    /// family's font map, after the family's own files.
    static let fallbackFiles = [dejaVu + "DejaVuSans.ttf", dejaVu + "DejaVuSans-Bold.ttf"]

    /// The family's own files: every weight it has, upright and italic.
    var files: [String] {
        switch self {
        case .liberationSans:
            ["Regular", "Bold", "Italic", "BoldItalic"].map { Self.liberation + "LiberationSans-\($0).ttf" }
        case .inter:
            weights.flatMap { weight in
                let name = FontFace.weightNames[weight]!
                return ["Inter-\(name).otf", "Inter-\(weight == 400 ? "" : name)Italic.otf"].map { Self.interFolder + $0 }
            }
        case .liberationMono:
            ["Regular", "Bold", "Italic", "BoldItalic"].map { Self.liberation + "LiberationMono-\($0).ttf" }
        case .dejaVuSansMono:
            ["", "-Bold", "-Oblique", "-BoldOblique"].map { Self.dejaVu + "DejaVuSansMono\($0).ttf" }
        }
    }

    /// Every file text may draw with, for `make deps` and the tests that check it.
    static var allFiles: [String] { allCases.flatMap(\.files) + fallbackFiles }
}

extension FontFace {
    /// Sets the layout's font to this face at `size` points. The face's file is the only one
    /// of its family, weight and slant in the family's font map, so fontconfig finds it
    /// exactly and synthesizes no bold or slant.
    func apply(to layout: OpaquePointer, size: Double) {
        let description = pango_font_description_new()!
        defer { pango_font_description_free(description) }
        pango_font_description_set_family(description, family.rawValue)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(weight)))
        pango_font_description_set_style(description, isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(description, size * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, description)
    }
}
