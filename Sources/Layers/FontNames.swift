/// The font names loaderanim accepts without a warning: the PostScript and family names
/// iOS code uses (what `UIFont(name:size:)` takes and `fontName` gives back), each with the
/// weight and slant of Apple's face. Weights follow Apple's order, San Francisco's weight
/// classes: UltraLight 100, Thin 200, Light 300, Regular 400, Medium 500, Semibold 600,
/// Bold 700, Heavy 800, Black 900 (so HelveticaNeue-UltraLight is lighter than -Thin, as
/// on iOS). `FontStyle.face` picks the pinned face; docs/core-animation.md, "Text", has the
/// table.
enum FontNames {
    struct Entry {
        let name: String
        let style: FontStyle
    }

    static let entries: [Entry] = helvetica + system + avenir + inter + courier + menlo

    /// A name for each weight and slant: `family` followed by the suffix.
    private static func names(_ group: FontStyle.Group, _ faces: [(suffix: String, weight: Int, italic: Bool)],
                              family: String) -> [Entry] {
        faces.map { Entry(name: family + $0.suffix, style: FontStyle(group, $0.weight, italic: $0.italic)) }
    }

    private static func entry(_ name: String, _ group: FontStyle.Group, _ weight: Int, italic: Bool = false) -> Entry {
        Entry(name: name, style: FontStyle(group, weight, italic: italic))
    }

    /// Helvetica, Helvetica Neue, Arial (regular and bold in Liberation Sans), and the names
    /// scripts used before weights (`Liberation Sans`, `Liberation Sans Bold`).
    private static let helvetica: [Entry] = [
        entry("Helvetica", .helvetica, 400), entry("Helvetica-Bold", .helvetica, 700),
        entry("Helvetica-Oblique", .helvetica, 400, italic: true), entry("Helvetica-BoldOblique", .helvetica, 700, italic: true),
        entry("Helvetica-Light", .helvetica, 300), entry("Helvetica-LightOblique", .helvetica, 300, italic: true),
        entry("Helvetica Neue", .helvetica, 400),
    ] + names(.helvetica, [
        ("", 400, false), ("-Italic", 400, true), ("-Bold", 700, false), ("-BoldItalic", 700, true),
        ("-UltraLight", 100, false), ("-UltraLightItalic", 100, true), ("-Thin", 200, false), ("-ThinItalic", 200, true),
        ("-Light", 300, false), ("-LightItalic", 300, true), ("-Medium", 500, false), ("-MediumItalic", 500, true),
    ], family: "HelveticaNeue") + [
        entry("Arial", .helvetica, 400), entry("ArialMT", .helvetica, 400), entry("Arial-BoldMT", .helvetica, 700),
        entry("Arial-ItalicMT", .helvetica, 400, italic: true), entry("Arial-BoldItalicMT", .helvetica, 700, italic: true),
        entry("Liberation Sans", .helvetica, 400), entry("Liberation Sans Bold", .helvetica, 700),
    ]

    /// San Francisco: the names `UIFont.systemFont(ofSize:weight:)` gives (".SFUI-Semibold"),
    /// and `system`, `boldSystem`, `italicSystem` for scripts.
    private static let system: [Entry] = [
        entry("San Francisco", .helvetica, 400), entry("SF Pro", .helvetica, 400), entry("SF Pro Text", .helvetica, 400),
        entry("SF Pro Display", .helvetica, 400), entry(".SFUI", .helvetica, 400),
        entry("system", .helvetica, 400), entry("boldSystem", .helvetica, 700), entry("italicSystem", .helvetica, 400, italic: true),
    ] + names(.helvetica, appleWeights.map { ("-" + $0.name, $0.weight, false) }
        + [("-RegularItalic", 400, true), ("-BoldItalic", 700, true)], family: ".SFUI")

    /// Avenir and Avenir Next: Inter at every weight (Avenir's Book and Roman are both regular).
    private static let avenir: [Entry] = names(.inter, [
        ("", 400, false), ("-Book", 400, false), ("-Roman", 400, false), ("-Light", 300, false), ("-Medium", 500, false),
        ("-Heavy", 800, false), ("-Black", 900, false), ("-BookOblique", 400, true), ("-Oblique", 400, true),
        ("-LightOblique", 300, true), ("-MediumOblique", 500, true), ("-HeavyOblique", 800, true), ("-BlackOblique", 900, true),
    ], family: "Avenir") + [entry("Avenir Next", .inter, 400)] + names(.inter, [
        ("-UltraLight", 100, false), ("-Regular", 400, false), ("-Medium", 500, false), ("-DemiBold", 600, false),
        ("-Bold", 700, false), ("-Heavy", 800, false), ("-UltraLightItalic", 100, true), ("-Italic", 400, true),
        ("-MediumItalic", 500, true), ("-DemiBoldItalic", 600, true), ("-BoldItalic", 700, true), ("-HeavyItalic", 800, true),
    ], family: "AvenirNext")

    /// The pinned sans by its own names, at each of its weights.
    private static let inter: [Entry] = [entry("Inter", .inter, 400)] + names(.inter, FontFace.weightNames.sorted { $0.key < $1.key }
        .flatMap { [("-" + $0.value, $0.key, false), ("-" + ($0.key == 400 ? "" : $0.value) + "Italic", $0.key, true)] },
        family: "Inter")

    /// Courier and Courier New: Liberation Mono.
    private static let courier: [Entry] = names(.courier, [
        ("", 400, false), ("-Bold", 700, false), ("-Oblique", 400, true), ("-BoldOblique", 700, true),
    ], family: "Courier") + [
        entry("Courier New", .courier, 400), entry("CourierNewPSMT", .courier, 400), entry("CourierNewPS-BoldMT", .courier, 700),
        entry("CourierNewPS-ItalicMT", .courier, 400, italic: true), entry("CourierNewPS-BoldItalicMT", .courier, 700, italic: true),
        entry("Liberation Mono", .courier, 400),
    ]

    /// Menlo and SF Mono (what `UIFont.monospacedSystemFont(ofSize:weight:)` gives): DejaVu
    /// Sans Mono, regular up to medium and bold from semibold.
    private static let menlo: [Entry] = names(.menlo, [
        ("", 400, false), ("-Regular", 400, false), ("-Bold", 700, false), ("-Italic", 400, true), ("-BoldItalic", 700, true),
    ], family: "Menlo") + [entry("SF Mono", .menlo, 400)]
        + names(.menlo, appleWeights.map { ("-" + $0.name, $0.weight, false) }, family: ".SFMono")
        + [entry("DejaVu Sans Mono", .menlo, 400)]

    /// San Francisco's weight names, as its PostScript names spell them.
    static let appleWeights: [(name: String, weight: Int)] = [
        ("Ultralight", 100), ("Thin", 200), ("Light", 300), ("Regular", 400), ("Medium", 500),
        ("Semibold", 600), ("Bold", 700), ("Heavy", 800), ("Black", 900),
    ]
}
