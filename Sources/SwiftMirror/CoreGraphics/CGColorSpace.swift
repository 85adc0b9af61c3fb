import Foundation

/// CGColorSpace: the engine draws and blends in one space, sRGB, so every named space is
/// sRGB (an RGB name: Display P3, the linear and extended ones, BT.2020...) or sRGB's gray
/// (a gray name) to it: a color's components are taken as sRGB's. What a space answers
/// (name, model, numberOfComponents) is what iOS answers for it. CMYK and Lab components
/// are converted by the naive formulas (no ICC profile); an indexed space looks its colors up.
public final class CGColorSpace: @unchecked Sendable {
    public let model: CGColorSpaceModel
    public let name: CFString?
    public let baseColorSpace: CGColorSpace?
    /// An indexed space's table, base-space components a color.
    public let colorTable: [UInt8]?

    init(model: CGColorSpaceModel, name: CFString?, base: CGColorSpace? = nil, table: [UInt8]? = nil) {
        self.model = model
        self.name = name
        baseColorSpace = base
        colorTable = table
    }

    public convenience init?(name: CFString) {
        let text = name as String
        guard text.hasPrefix("kCGColorSpace") else { return nil }
        let model: CGColorSpaceModel = text.contains("Gray") ? .monochrome : text.contains("CMYK") ? .cmyk
            : text.contains("Lab") ? .lab : text.contains("XYZ") ? .XYZ : .rgb
        self.init(model: model, name: name)
    }

    public convenience init?(iccData data: CFTypeRef) { self.init(model: .rgb, name: nil) }
    public convenience init?(calibratedGrayWhitePoint whitePoint: UnsafePointer<CGFloat>, blackPoint: UnsafePointer<CGFloat>?,
                             gamma: CGFloat) {
        self.init(model: .monochrome, name: nil)
    }
    public convenience init?(calibratedRGBWhitePoint whitePoint: UnsafePointer<CGFloat>, blackPoint: UnsafePointer<CGFloat>?,
                             gamma: UnsafePointer<CGFloat>?, matrix: UnsafePointer<CGFloat>?) {
        self.init(model: .rgb, name: nil)
    }
    public convenience init?(indexedBaseSpace baseSpace: CGColorSpace, last lastIndex: Int, colorTable: UnsafePointer<UInt8>) {
        guard (0...255).contains(lastIndex), baseSpace.model != .pattern, baseSpace.model != .indexed else { return nil }
        let count = (lastIndex + 1) * baseSpace.numberOfComponents
        self.init(model: .indexed, name: nil, base: baseSpace, table: Array(UnsafeBufferPointer(start: colorTable, count: count)))
    }
    public convenience init?(labWhitePoint whitePoint: UnsafePointer<CGFloat>, blackPoint: UnsafePointer<CGFloat>?,
                             range: UnsafePointer<CGFloat>?) {
        self.init(model: .lab, name: nil)
    }
    public convenience init?(patternBaseSpace baseSpace: CGColorSpace?) { self.init(model: .pattern, name: nil, base: baseSpace) }
    public convenience init?(propertyListPlist plist: CFTypeRef) {
        guard let name = (plist as? NSString) ?? (plist as? NSDictionary)?["name"] as? NSString else { return nil }
        self.init(name: name)
    }

    public var numberOfComponents: Int {
        switch model {
        case .monochrome, .indexed, .unknown, .pattern: 1
        case .rgb, .lab, .XYZ: 3
        case .cmyk: 4
        case .deviceN: 4
        }
    }
    public var colorTableCount: Int { (colorTable?.count ?? 0) / max(1, baseColorSpace?.numberOfComponents ?? 1) }
    public var isWideGamutRGB: Bool { model == .rgb && name.map { !["kCGColorSpaceSRGB", "kCGColorSpaceGenericRGBLinear", "kCGColorSpaceLinearSRGB", "kCGColorSpaceITUR_709", "kCGColorSpaceGenericRGB"].contains($0 as String) } ?? false }
    public var isHLGBased: Bool { (name as String?)?.contains("HLG") ?? false }
    public var isPQBased: Bool { (name as String?)?.contains("PQ") ?? false }
    public var usesITUR_2100TF: Bool { isHLGBased || isPQBased }
    public var usesExtendedRange: Bool { (name as String?)?.contains("Extended") ?? false }
    public var supportsOutput: Bool { model == .rgb || model == .monochrome || model == .cmyk }
    /// No ICC profiles: the engine's one space has none to give.
    public func copyICCData() -> CFData? { nil }
    public func copyPropertyList() -> CFTypeRef? { name }
    public class var typeID: CFTypeID { 42 }

    /// `components` (numberOfComponents of them, then alpha) as the engine's sRGB color.
    func rgba(_ c: [Double]) -> (Double, Double, Double, Double) {
        let alpha = c.count > numberOfComponents ? c[numberOfComponents] : 1
        switch model {
        case .monochrome: return (c[0], c[0], c[0], alpha)
        case .cmyk: return ((1 - c[0]) * (1 - c[3]), (1 - c[1]) * (1 - c[3]), (1 - c[2]) * (1 - c[3]), alpha)
        case .indexed:
            guard let base = baseColorSpace, let table = colorTable else { return (0, 0, 0, alpha) }
            let n = base.numberOfComponents
            let index = min(max(0, Int(c[0])), colorTableCount - 1) * n
            let entry = (0..<n).map { Double(table[index + $0]) / 255 }
            let (r, g, b, _) = base.rgba(entry)
            return (r, g, b, alpha)
        case .lab:
            // CIE L*a*b* (D50) to sRGB, the textbook way.
            func f(_ t: Double) -> Double { t > 6.0 / 29 ? t * t * t : 3 * (6.0 / 29) * (6.0 / 29) * (t - 4.0 / 29) }
            let fy = (c[0] + 16) / 116
            let (x, y, z) = (0.9642 * f(fy + c[1] / 500), f(fy), 0.8249 * f(fy - c[2] / 200))
            func gamma(_ v: Double) -> Double { let v = min(1, max(0, v)); return v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055 }
            return (gamma(3.1339 * x - 1.6169 * y - 0.4906 * z), gamma(-0.9785 * x + 1.9160 * y + 0.0334 * z),
                    gamma(0.0720 * x - 0.2290 * y + 1.4057 * z), alpha)
        default: return (c[0], c.count > 1 ? c[1] : c[0], c.count > 2 ? c[2] : c[0], alpha)
        }
    }

    // The named spaces, under their Core Graphics names.
    public static let sRGB: CFString = "kCGColorSpaceSRGB"
    public static let linearSRGB: CFString = "kCGColorSpaceLinearSRGB"
    public static let extendedSRGB: CFString = "kCGColorSpaceExtendedSRGB"
    public static let extendedLinearSRGB: CFString = "kCGColorSpaceExtendedLinearSRGB"
    public static let genericRGBLinear: CFString = "kCGColorSpaceGenericRGBLinear"
    public static let displayP3: CFString = "kCGColorSpaceDisplayP3"
    public static let linearDisplayP3: CFString = "kCGColorSpaceLinearDisplayP3"
    public static let extendedDisplayP3: CFString = "kCGColorSpaceExtendedDisplayP3"
    public static let extendedLinearDisplayP3: CFString = "kCGColorSpaceExtendedLinearDisplayP3"
    public static let displayP3_HLG: CFString = "kCGColorSpaceDisplayP3_HLG"
    public static let displayP3_PQ: CFString = "kCGColorSpaceDisplayP3_PQ"
    public static let dcip3: CFString = "kCGColorSpaceDCIP3"
    public static let adobeRGB1998: CFString = "kCGColorSpaceAdobeRGB1998"
    public static let rommrgb: CFString = "kCGColorSpaceROMMRGB"
    public static let acescgLinear: CFString = "kCGColorSpaceACESCGLinear"
    public static let itur_709: CFString = "kCGColorSpaceITUR_709"
    public static let itur_2020: CFString = "kCGColorSpaceITUR_2020"
    public static let linearITUR_2020: CFString = "kCGColorSpaceLinearITUR_2020"
    public static let extendedITUR_2020: CFString = "kCGColorSpaceExtendedITUR_2020"
    public static let extendedLinearITUR_2020: CFString = "kCGColorSpaceExtendedLinearITUR_2020"
    public static let itur_2100_HLG: CFString = "kCGColorSpaceITUR_2100_HLG"
    public static let itur_2100_PQ: CFString = "kCGColorSpaceITUR_2100_PQ"
    public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2"
    public static let linearGray: CFString = "kCGColorSpaceLinearGray"
    public static let extendedGray: CFString = "kCGColorSpaceExtendedGray"
    public static let extendedLinearGray: CFString = "kCGColorSpaceExtendedLinearGray"
    public static let genericCMYK: CFString = "kCGColorSpaceGenericCMYK"
    public static let genericLab: CFString = "kCGColorSpaceGenericLab"
    public static let genericXYZ: CFString = "kCGColorSpaceGenericXYZ"
}

/// The device spaces: unnamed on iOS, as here.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(model: .rgb, name: nil) }
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(model: .monochrome, name: nil) }
public func CGColorSpaceCreateDeviceCMYK() -> CGColorSpace { CGColorSpace(model: .cmyk, name: nil) }

/// Extended and linear copies: the engine's one space has neither, so each is a copy of
/// the space under its own name (nil for a space that is not RGB or gray, as on iOS).
public func CGColorSpaceCreateExtended(_ space: CGColorSpace) -> CGColorSpace? {
    space.model == .rgb || space.model == .monochrome ? CGColorSpace(model: space.model, name: space.name) : nil
}
public func CGColorSpaceCreateLinearized(_ space: CGColorSpace) -> CGColorSpace? { CGColorSpaceCreateExtended(space) }
public func CGColorSpaceCreateExtendedLinearized(_ space: CGColorSpace) -> CGColorSpace? { CGColorSpaceCreateExtended(space) }
