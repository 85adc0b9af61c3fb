/// A text layer's `font`, resolved to a face the renderer ships. Apple's faces (Helvetica,
/// Helvetica Neue, Arial, San Francisco, Avenir, Menlo, Courier) are not free to
/// redistribute, so each name stands for a pinned face of the same weight and style:
///
/// - Helvetica, Helvetica Neue, Arial and the system font, regular and bold (and their
///   italics): Liberation Sans (Debian's fonts-liberation2), whose advance widths match
///   Helvetica's and Arial's, so a string takes the width it takes on iOS in Helvetica.
/// - The same names at other weights (HelveticaNeue-Thin, .SFUI-Semibold), and Avenir and
///   Avenir Next at every weight: Inter (fonts-inter), nine weights from Thin to Black in
///   San Francisco's shapes. Liberation has only regular and bold.
/// - Courier and Courier New: Liberation Mono, metric-compatible with Courier New.
/// - Menlo and SF Mono: DejaVu Sans Mono (fonts-dejavu-core), the face Menlo was drawn
///   from, with Menlo's advance.
///
/// A name not in `names` is not refused, as a loader from real code must render: it draws
/// in the nearest face (that of the accepted name it is a typo of, else the one its words
/// for weight, slant and monospace ask for) and `substitutionWarning` says so, where iOS
/// would fall back to Helvetica without a word. See docs/core-animation.md, "Text".
public struct TextFont: Hashable, Sendable {
    public let name: String
    public let face: FontFace
    /// The accepted name whose face an unknown name draws in, when it is a near miss of one.
    let nearMiss: String?

    /// Whether `name` is one of `names`; an unknown name still has a face (see the type).
    public var isKnown: Bool { Self.table[name] != nil }

    public init(name: String) {
        self.name = name
        if let style = Self.table[name] {
            face = style.face
            nearMiss = nil
            return
        }
        // A near miss of an accepted name draws as that name, unless its own words ask
        // for another weight or slant ("Avenir-Bold" is near "Avenir-Book" but bold).
        let words = FontStyle.Words(name)
        if let near = nearestName(to: name, in: Self.names), let style = Self.table[near] {
            let asked = FontStyle(style.group, words.weight ?? style.weight, italic: words.isItalic ?? style.isItalic)
            face = asked.face
            nearMiss = asked.face == style.face ? near : nil
        } else {
            face = FontStyle(words.group ?? .helvetica, words.weight ?? 400, italic: words.isItalic ?? false).face
            nearMiss = nil
        }
    }

    /// For a name not in `names`, the line that tells what it draws in instead, naming the
    /// nearest accepted names; nil for an accepted name.
    public var substitutionWarning: String? {
        guard !isKnown else { return nil }
        let intro = "font \"\(name)\" is not a font loaderanim knows"
        if let nearMiss {
            return "\(intro): it draws as \"\(nearMiss)\" (\(face)), the nearest accepted name"
        }
        // Not a near miss of any name: the names of the face it draws in are the nearest,
        // the first three in the table's order (Helvetica's before the system font's).
        let alike = Self.names.filter { Self.table[$0]?.face == face }.prefix(3).map { "\"\($0)\"" }
        return "\(intro): it draws in \(face), as \(alike.joined(separator: ", ")) do"
    }

    /// The accepted names, in `FontNames`'s order (Helvetica's, the system font's, Avenir's, Inter's,
    /// Courier's, Menlo's).
    public static let names: [String] = FontNames.entries.map(\.name)

    private static let table: [String: FontStyle] = Dictionary(uniqueKeysWithValues: FontNames.entries.map {
        ($0.name, $0.style)
    })
}

/// A face of one of the pinned families: the renderer draws text in it, and nothing in this
/// module knows about font files (Raster maps a face to its file).
public struct FontFace: Hashable, Sendable, CustomStringConvertible {
    public let family: FontFamily
    /// The OpenType weight class: 100 (Thin) to 900 (Black); 400 is regular, 700 bold.
    public let weight: Int
    public let isItalic: Bool

    public init(_ family: FontFamily, weight: Int, italic: Bool = false) {
        self.family = family
        self.weight = weight
        self.isItalic = italic
    }

    /// "Inter ExtraLight Italic": the family and the name its files give the weight.
    public var description: String {
        let weightName = Self.weightNames[weight] ?? "\(weight)"
        let style = isItalic ? (weightName == "Regular" ? "Italic" : "\(weightName) Italic") : weightName
        return "\(family.rawValue) \(style)"
    }

    /// The OpenType names of the weight classes, as Inter's files are named.
    public static let weightNames: [Int: String] = [
        100: "Thin", 200: "ExtraLight", 300: "Light", 400: "Regular", 500: "Medium",
        600: "SemiBold", 700: "Bold", 800: "ExtraBold", 900: "Black",
    ]
}

/// The families the renderer ships, by their fontconfig family names.
public enum FontFamily: String, Hashable, Sendable, CaseIterable {
    case liberationSans = "Liberation Sans"
    case inter = "Inter"
    case liberationMono = "Liberation Mono"
    case dejaVuSansMono = "DejaVu Sans Mono"

    /// The weights it has faces for (each upright and italic).
    public var weights: [Int] { self == .inter ? Array(stride(from: 100, through: 900, by: 100)) : [400, 700] }
}

/// What a font name asks for: a kind of face (a group of Apple's names), a weight and a
/// slant. The face is the pinned one nearest to it.
struct FontStyle: Hashable, Sendable {
    enum Group: Hashable, Sendable {
        /// Helvetica, Helvetica Neue, Arial, the system font: Liberation Sans where it has
        /// the weight (regular, bold), so their widths stay Helvetica's; Inter elsewhere.
        case helvetica
        /// Avenir, Avenir Next, Inter: Inter at every weight.
        case inter
        /// Courier, Courier New: Liberation Mono.
        case courier
        /// Menlo, SF Mono: DejaVu Sans Mono.
        case menlo
    }

    var group: Group
    /// Apple's order: ultraLight 100, thin 200, light 300, regular 400, medium 500,
    /// semibold 600, bold 700, heavy 800, black 900 (San Francisco's weight classes).
    var weight: Int
    var isItalic: Bool

    init(_ group: Group, _ weight: Int, italic: Bool = false) {
        self.group = group
        self.weight = weight
        self.isItalic = italic
    }

    var face: FontFace {
        let family: FontFamily = switch group {
        case .helvetica: weight == 400 || weight == 700 ? .liberationSans : .inter
        case .inter: .inter
        case .courier: .liberationMono
        case .menlo: .dejaVuSansMono
        }
        // Of regular and bold, the nearer; semibold (600) is nearer bold.
        let weight = family == .inter ? weight : (weight >= 600 ? 700 : 400)
        return FontFace(family, weight: weight, italic: isItalic)
    }

    /// What the words of an unknown name ask for ("Futura-CondensedExtraBold": a weight of
    /// 800): monospace for Mono, Courier, Menlo, Code or Console; italic for Italic or
    /// Oblique; the weight of the first weight word found, longest words first (so
    /// "SemiBold" is not read as "Bold"). nil where the name says nothing.
    struct Words {
        var group: Group?
        var weight: Int?
        var isItalic: Bool?

        init(_ name: String) {
            let lower = name.lowercased()
            if lower.contains("courier") || lower.contains("typewriter") {
                group = .courier
            } else if ["mono", "menlo", "code", "consol"].contains(where: lower.contains) {
                group = .menlo
            }
            weight = FontStyle.weightWords.first { lower.contains($0.word) }?.weight
            if lower.contains("italic") || lower.contains("oblique") { isItalic = true }
        }
    }

    /// Weight words, the longer before those they contain.
    static let weightWords: [(word: String, weight: Int)] = [
        ("ultralight", 100), ("extralight", 200), ("hairline", 100), ("thin", 200), ("light", 300),
        ("semibold", 600), ("demibold", 600), ("extrabold", 800), ("ultrabold", 800), ("heavy", 800),
        ("black", 900), ("bold", 700), ("medium", 500), ("book", 400), ("regular", 400),
    ]
}
