/// A text layer's `font`: one of the names scripts may use, each standing for a face the
/// renderer ships with. Apple's faces (Helvetica, Helvetica Neue, Arial, San Francisco) are
/// not free to redistribute, so every name maps to Liberation Sans (Debian's
/// fonts-liberation2), whose advance widths match Helvetica's and Arial's: a string takes the
/// width it takes on iOS in Helvetica, and close to it in San Francisco. Names with "Bold"
/// use Liberation Sans Bold. A name not in the list is refused when it is set, as iOS falls
/// back silently to Helvetica and hides the mistake; see docs/core-animation.md, "Text".
public struct TextFont: Hashable, Sendable {
    public let name: String
    /// Whether the name stands for the bold face.
    public let isBold: Bool

    /// nil for a name that is not in `names`.
    public init?(name: String) {
        guard let bold = Self.table[name] else { return nil }
        self.name = name
        self.isBold = bold
    }

    /// The accepted names, in the order errors list them.
    public static let names: [String] = [
        "Helvetica", "Helvetica-Bold", "Helvetica Neue", "HelveticaNeue", "HelveticaNeue-Bold",
        "Arial", "ArialMT", "Arial-BoldMT", "San Francisco", "SF Pro", "SF Pro Text", "SF Pro Display",
        ".SFUI", ".SFUI-Regular", ".SFUI-Bold", "system", "boldSystem", "Liberation Sans", "Liberation Sans Bold",
    ]

    private static let table: [String: Bool] = Dictionary(uniqueKeysWithValues: names.map {
        ($0, $0.hasSuffix("Bold") || $0.hasSuffix("BoldMT") || $0 == "boldSystem")
    })
}
