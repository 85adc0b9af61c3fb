@_spi(LoaderAnim) import LAUIKit

/// A font: a system font of a size, weight and design, a text style (their sizes at iOS's
/// default Dynamic Type size, Large), or a named font.
public struct Font: Hashable, Sendable {
    enum Base: Hashable, Sendable {
        case system(size: CGFloat, design: Design)
        case named(String, size: CGFloat)
    }
    let base: Base
    var weight: Weight = .regular
    var isItalic = false
    var isMonospacedDigit = false

    public struct Weight: Hashable, Sendable {
        let value: CGFloat
        public static let ultraLight = Weight(value: -0.8), thin = Weight(value: -0.6), light = Weight(value: -0.4)
        public static let regular = Weight(value: 0), medium = Weight(value: 0.23), semibold = Weight(value: 0.3)
        public static let bold = Weight(value: 0.4), heavy = Weight(value: 0.56), black = Weight(value: 0.62)
    }
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }
    public enum TextStyle: Hashable, CaseIterable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2, extraLargeTitle, extraLargeTitle2
        var size: CGFloat {
            switch self {
            case .extraLargeTitle2: 28
            case .extraLargeTitle: 36
            case .largeTitle: 34
            case .title: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption: 12
            case .caption2: 11
            }
        }
    }

    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        var font = Font(base: .system(size: size, design: design))
        font.weight = weight
        return font
    }
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        .system(size: size, weight: weight ?? .regular, design: design ?? .default)
    }
    public static func system(_ style: TextStyle, design: Design = .default) -> Font {
        .system(size: style.size, weight: style == .headline ? .semibold : .regular, design: design)
    }
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        .system(size: style.size, weight: weight ?? (style == .headline ? .semibold : .regular), design: design ?? .default)
    }
    public static func custom(_ name: String, size: CGFloat) -> Font { Font(base: .named(name, size: size)) }
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font { .custom(name, size: size) }
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { .custom(name, size: fixedSize) }
    public init(_ font: UIFont) { base = .named(font.fontName, size: font.pointSize) }
    init(base: Base, weight: Weight = .regular, isItalic: Bool = false, isMonospacedDigit: Bool = false) {
        self.base = base
        self.weight = weight
        self.isItalic = isItalic
        self.isMonospacedDigit = isMonospacedDigit
    }

    public static let largeTitle = Font.system(.largeTitle), title = Font.system(.title), title2 = Font.system(.title2)
    public static let title3 = Font.system(.title3), headline = Font.system(.headline), subheadline = Font.system(.subheadline)
    public static let body = Font.system(.body), callout = Font.system(.callout), footnote = Font.system(.footnote)
    public static let caption = Font.system(.caption), caption2 = Font.system(.caption2)

    public func weight(_ weight: Weight) -> Font { var copy = self; copy.weight = weight; return copy }
    public func bold() -> Font { weight(.bold) }
    public func italic() -> Font { var copy = self; copy.isItalic = true; return copy }
    public func monospacedDigit() -> Font { var copy = self; copy.isMonospacedDigit = true; return copy }
    public func monospaced() -> Font {
        guard case .system(let size, _) = base else { return self }
        var copy = self
        copy = Font(base: .system(size: size, design: .monospaced), weight: weight, isItalic: isItalic, isMonospacedDigit: isMonospacedDigit)
        return copy
    }

    /// The UIFont that draws it, slanted when italic (the descriptor's italic trait).
    var uiFont: UIFont {
        let upright = uprightFont
        guard isItalic, let italic = upright.fontDescriptor.withSymbolicTraits(.traitItalic) else { return upright }
        return UIFont(descriptor: italic, size: upright.pointSize)
    }

    private var uprightFont: UIFont {
        switch base {
        case .system(let size, let design):
            let weight = UIFont.Weight(rawValue: self.weight.value)
            if design == .monospaced { return UIFont.monospacedSystemFont(ofSize: size, weight: weight) }
            if isMonospacedDigit { return UIFont.monospacedDigitSystemFont(ofSize: size, weight: weight) }
            return UIFont.systemFont(ofSize: size, weight: weight)
        case .named(let name, let size):
            return UIFont(name: name, size: size) ?? UIFont.systemFont(ofSize: size)
        }
    }
}

/// Text in the environment's font (body, 17 points) and foreground color, on as many lines
/// as its width needs unless a line limit says otherwise.
public struct Text: View, PrimitiveView, Equatable {
    var string: String
    var font: Font?
    var color: Color?
    var weight: Font.Weight?

    public init(_ content: String) { string = content }
    public init<S: StringProtocol>(_ content: S) { string = String(content) }
    public init(verbatim content: String) { string = content }
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        string = key.text
    }
    public init(_ date: Date, style: DateStyle) { string = "\(date)" }
    public var body: Never { primitiveBody }

    public func font(_ font: Font?) -> Text { var copy = self; copy.font = font; return copy }
    public func foregroundColor(_ color: Color?) -> Text { var copy = self; copy.color = color; return copy }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        var copy = self
        if case .color(let c?) = Paint.resolve(style, in: EnvironmentValues()) { copy.color = Color(cgColor: c) }
        return copy
    }
    public func fontWeight(_ weight: Font.Weight?) -> Text { var copy = self; copy.weight = weight; return copy }
    public func bold() -> Text { fontWeight(.bold) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { var copy = self; copy.font = (font ?? .body).italic(); return copy }
    public func monospacedDigit() -> Text { var copy = self; copy.font = (font ?? .body).monospacedDigit(); return copy }
    public func kerning(_ kerning: CGFloat) -> Text { self }
    public func tracking(_ tracking: CGFloat) -> Text { self }
    public static func + (lhs: Text, rhs: Text) -> Text { var copy = lhs; copy.string += rhs.string; return copy }

    public struct DateStyle: Sendable {
        public static let time = DateStyle(), date = DateStyle(), relative = DateStyle(), offset = DateStyle(), timer = DateStyle()
    }

    func resolve(in context: ResolveContext) -> [Node] {
        let environment = context.environment
        var font = self.font ?? environment.font ?? .body
        if let weight = weight ?? environment.fontWeight { font = font.weight(weight) }
        let paint: Paint = color.map { .color($0.cgColor) } ?? ForegroundStyle().paint(in: environment)
        guard case .color(let cgColor) = paint else {
            MirrorDiagnostics.warnNotDrawn("Text in a gradient (drawn in its first color)")
            let first: UIColor = if case .gradient(_, let colors, _, _, _, _) = paint, let color = colors.first { UIColor(cgColor: color) } else { .black }
            return [context.node(.text(TextDrawing(string: string, font: font.uiFont, color: first,
                                                   alignment: environment.multilineTextAlignment, lineLimit: environment.lineLimit)))]
        }
        let color = cgColor.map { UIColor(cgColor: $0) } ?? .clear
        return [context.node(.text(TextDrawing(string: string, font: font.uiFont, color: color,
                                               alignment: environment.multilineTextAlignment, lineLimit: environment.lineLimit)))]
    }
}

/// A string a Text looks up in the app's strings (there are none: the key itself).
public struct LocalizedStringKey: Hashable, ExpressibleByStringInterpolation, Sendable {
    let text: String
    public init(_ value: String) { text = value }
    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: DefaultStringInterpolation) { text = stringInterpolation.description }
}

/// What a text node draws: a label's text, measured and drawn as UILabel does.
struct TextDrawing {
    let string: String
    let font: UIFont
    let color: UIColor
    let alignment: TextAlignment
    let lineLimit: Int?

    @MainActor
    private func configure(_ label: UILabel) {
        if label.text != string { label.text = string }
        label.font = font
        label.textColor = color
        label.numberOfLines = lineLimit ?? 0
        let nsAlignment: NSTextAlignment = switch alignment {
        case .leading: .left
        case .center: .center
        case .trailing: .right
        }
        if label.textAlignment != nsAlignment { label.textAlignment = nsAlignment }
    }

    /// Its size for a proposal: one line as wide as the text, wrapped at a given width.
    @MainActor
    func size(fitting proposal: ProposedViewSize) -> CGSize {
        let label = TextMeasurer.label
        configure(label)
        let width = proposal.width.map { $0.isFinite ? max($0, 0) : CGFloat.greatestFiniteMagnitude } ?? .greatestFiniteMagnitude
        let size = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        return CGSize(width: min(size.width, width), height: size.height)
    }

    @MainActor
    func makeRecord(kind: String) -> LayerTree.Record {
        let label = UILabel()
        let record = LayerTree.Record(layer: label.layer, kind: kind)
        record.content = label
        return record
    }

    @MainActor
    func update(_ record: LayerTree.Record) {
        guard let label = record.content as? UILabel else { return }
        configure(label)
    }
}

/// One label that measures text for layout, never shown.
@MainActor
enum TextMeasurer {
    static let label = UILabel()
}
