@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics
import Layers

/// UIFontDescriptor: a font's attributes (name, family, size, traits), which
/// UIFont(descriptor:size:) turns into the nearest name loaderanim draws. Bold and italic
/// traits pick the family's face of that weight and slant (the system font's
/// ".SFUI-Bold"); a weight trait picks the nearest weight the family has.
open class UIFontDescriptor: @unchecked Sendable {
    open private(set) var fontAttributes: [UIFontDescriptor.AttributeName: Any]

    public init(fontAttributes attributes: [UIFontDescriptor.AttributeName: Any] = [:]) { fontAttributes = attributes }
    public convenience init(name fontName: String, size: CGFloat) { self.init(fontAttributes: [.name: fontName, .size: size]) }
    public convenience init(name fontName: String, matrix: CGAffineTransform) {
        self.init(fontAttributes: [.name: fontName, .matrix: matrix])
    }

    open var postscriptName: String { resolvedName }
    open var pointSize: CGFloat { Self.number(fontAttributes[.size]) ?? 0 }
    open var matrix: CGAffineTransform { fontAttributes[.matrix] as? CGAffineTransform ?? .identity }
    /// The face's own traits (bold from semibold up, italic, monospaced) and any asked for.
    open var symbolicTraits: UIFontDescriptor.SymbolicTraits {
        let face = TextFont(name: resolvedName).face
        var traits = askedTraits ?? []
        if face.weight >= 600 { traits.insert(.traitBold) }
        if face.isItalic { traits.insert(.traitItalic) }
        if face.family == .dejaVuSansMono || face.family == .liberationMono { traits.insert(.traitMonoSpace) }
        return traits
    }
    open func object(forKey anAttribute: UIFontDescriptor.AttributeName) -> Any? { fontAttributes[anAttribute] }
    open func matchingFontDescriptors(withMandatoryKeys mandatoryKeys: Set<UIFontDescriptor.AttributeName>?) -> [UIFontDescriptor] {
        [UIFontDescriptor(name: resolvedName, size: pointSize)]
    }

    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor.addingAttributes([.textStyle: style.rawValue])
    }
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle,
                                            compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        preferredFontDescriptor(withTextStyle: style)
    }

    open func addingAttributes(_ attributes: [UIFontDescriptor.AttributeName: Any] = [:]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { $1 })
    }
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { addingAttributes([.size: newPointSize]) }
    open func withMatrix(_ matrix: CGAffineTransform) -> UIFontDescriptor { addingAttributes([.matrix: matrix]) }
    open func withFace(_ newFace: String) -> UIFontDescriptor { addingAttributes([.face: newFace]) }
    /// Another family: its regular face, with this descriptor's traits.
    open func withFamily(_ newFamily: String) -> UIFontDescriptor {
        var attributes = fontAttributes
        attributes[.name] = nil
        attributes[.family] = newFamily
        return UIFontDescriptor(fontAttributes: attributes)
    }
    /// The same family with these traits (replacing any asked before): its face nearest them.
    open func withSymbolicTraits(_ symbolicTraits: UIFontDescriptor.SymbolicTraits) -> UIFontDescriptor? {
        var traits = fontAttributes[.traits] as? [UIFontDescriptor.TraitKey: Any] ?? [:]
        traits[.symbolic] = symbolicTraits.rawValue
        traits[.weight] = nil
        let base = UIFontDescriptor(fontAttributes: fontAttributes.filter { $0.key != .traits }).resolvedName
        return UIFontDescriptor(fontAttributes: fontAttributes.merging([.name: base, .traits: traits]) { $1 })
    }
    /// `.monospaced` is SF Mono at the same weight; `.rounded` and `.serif` have no pinned
    /// face and draw as the default design.
    open func withDesign(_ design: UIFontDescriptor.SystemDesign) -> UIFontDescriptor? {
        switch design {
        case .monospaced: return addingAttributes([.name: ".SFMono-" + UIFont.Weight(rawValue: faceWeight).faceName])
        case .default: return self
        default:
            MirrorDiagnostics.warnNotDrawn("UIFontDescriptor.withDesign(_:)")
            return self
        }
    }

    // MARK: Resolving

    private var askedTraits: SymbolicTraits? {
        let traits = fontAttributes[.traits] as? [UIFontDescriptor.TraitKey: Any]
        return (traits?[.symbolic]).flatMap { ($0 as? UInt32) ?? ($0 as? SymbolicTraits)?.rawValue }.map(SymbolicTraits.init)
    }
    private var askedWeight: CGFloat? {
        let traits = fontAttributes[.traits] as? [UIFontDescriptor.TraitKey: Any]
        return traits?[.weight].flatMap { ($0 as? UIFont.Weight)?.rawValue ?? Self.number($0) }
    }
    /// The weight of the face's name as a UIFont.Weight raw value.
    private var faceWeight: CGFloat {
        let weight = TextFont(name: resolvedName).face.weight
        let index = max(0, min(8, (weight - 100) / 100))
        return UIFont.Weight.named[index].weight.rawValue
    }

    /// The name the attributes come to: the name, else the family's regular face, else a
    /// text style's system font, else the system font; then the face of the family nearest
    /// the traits asked (bold 700, a weight trait's weight; italic).
    var resolvedName: String {
        let base: String
        if let name = fontAttributes[.name] as? String {
            base = name
        } else if let family = fontAttributes[.family] as? String {
            base = UIFont.fontNames(forFamilyName: family).first { !TextFont(name: $0).face.isItalic && TextFont(name: $0).face.weight == 400 }
                ?? family
        } else if let style = (fontAttributes[.textStyle] as? String).map(UIFont.TextStyle.init(rawValue:)) {
            base = UIFont.preferredFont(forTextStyle: style).fontName
        } else {
            base = ".SFUI-Regular"
        }
        let asked = askedTraits, weight = askedWeight
        guard asked != nil || weight != nil else { return base }
        let face = TextFont(name: base).face
        let italic = asked?.contains(.traitItalic) ?? face.isItalic
        var target = face.weight
        if let weight { target = 100 * (UIFont.Weight.named.firstIndex { $0.weight.rawValue >= weight - 0.001 } ?? 8) + 100 }
        if let asked { target = asked.contains(.traitBold) ? max(target, 700) : (target >= 600 && weight == nil ? 400 : target) }
        if base.hasPrefix(".SFUI") || base.hasPrefix(".SFMono") {
            let prefix = base.hasPrefix(".SFUI") ? ".SFUI-" : ".SFMono-"
            let named = UIFont.Weight.named[max(0, min(8, target / 100 - 1))].name
            if italic, prefix == ".SFUI-" { return target >= 600 ? ".SFUI-BoldItalic" : ".SFUI-RegularItalic" }
            return prefix + named
        }
        let family = UIFont(known: base, size: 1).familyName
        let faces = UIFont.fontNames(forFamilyName: family).map { ($0, TextFont(name: $0).face) }
        return faces.min { a, b in
            func cost(_ face: FontFace) -> Int { abs(face.weight - target) + (face.isItalic == italic ? 0 : 10_000) }
            return cost(a.1) < cost(b.1)
        }?.0 ?? base
    }

    static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let v as CGFloat: v
        case let v as Double: CGFloat(v)
        case let v as Float: CGFloat(v)
        case let v as Int: CGFloat(v)
        default: nil
        }
    }

    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = Self(rawValue: 1 << 0), traitBold = Self(rawValue: 1 << 1)
        public static let traitExpanded = Self(rawValue: 1 << 5), traitCondensed = Self(rawValue: 1 << 6)
        public static let traitMonoSpace = Self(rawValue: 1 << 10), traitVertical = Self(rawValue: 1 << 11)
        public static let traitUIOptimized = Self(rawValue: 1 << 12), traitTightLeading = Self(rawValue: 1 << 15)
        public static let traitLooseLeading = Self(rawValue: 1 << 16)
        public static let classMask = Self(rawValue: 0xF000_0000)
    }

    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let family = Self(rawValue: "NSFontFamilyAttribute"), name = Self(rawValue: "NSFontNameAttribute")
        public static let face = Self(rawValue: "NSFontFaceAttribute"), size = Self(rawValue: "NSFontSizeAttribute")
        public static let visibleName = Self(rawValue: "NSFontVisibleNameAttribute"), matrix = Self(rawValue: "NSFontMatrixAttribute")
        public static let characterSet = Self(rawValue: "NSFontCharacterSetAttribute")
        public static let cascadeList = Self(rawValue: "NSFontCascadeListAttribute")
        public static let traits = Self(rawValue: "NSFontTraitsAttribute")
        public static let fixedAdvance = Self(rawValue: "NSFontFixedAdvanceAttribute")
        public static let featureSettings = Self(rawValue: "NSFontFeatureSettingsAttribute")
        public static let textStyle = Self(rawValue: "NSCTFontUIUsageAttribute")
    }

    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let symbolic = Self(rawValue: "NSCTFontSymbolicTrait"), weight = Self(rawValue: "NSCTFontWeightTrait")
        public static let width = Self(rawValue: "NSCTFontProportionTrait"), slant = Self(rawValue: "NSCTFontSlantTrait")
    }

    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = Self(rawValue: "NSCTFontUIFontDesignDefault")
        public static let rounded = Self(rawValue: "NSCTFontUIFontDesignRounded")
        public static let serif = Self(rawValue: "NSCTFontUIFontDesignSerif")
        public static let monospaced = Self(rawValue: "NSCTFontUIFontDesignMonospaced")
    }
}
