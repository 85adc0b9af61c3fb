import Foundation
@_spi(LoaderAnim) import LACoreGraphics

/// UIBackgroundConfiguration: what a configured button's or a cell's background reads (its
/// color, corner radius and stroke); the rest kept. The list styles are white, as in light mode.
public struct UIBackgroundConfiguration {
    public static func clear() -> Self { Self(backgroundColor: .clear) }
    public static func listPlainCell() -> Self { Self(backgroundColor: .white) }
    public static func listGroupedCell() -> Self { Self(backgroundColor: .white) }
    public var backgroundColor: UIColor?
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    public var cornerRadius: CGFloat = 0
    public var strokeColor: UIColor?
    public var strokeWidth: CGFloat = 0
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? .clear
        return backgroundColorTransformer.map { $0(color) } ?? color
    }
    // MARK: Inert
    public var strokeOutset: CGFloat = 0
    public var backgroundInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    public var customView: UIView?
    public var image: UIImage?
}

/// A color transform (a configuration's `imageColorTransformer`, a background's).
public struct UIConfigurationColorTransformer {
    public let transform: (UIColor) -> UIColor
    public init(_ transform: @escaping (UIColor) -> UIColor) { self.transform = transform }
    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }
    public static let grayscale = Self { $0 }
    public static let preferredTint = Self { $0 }
    public static let monochromeTint = Self { $0 }
}

/// A text-attributes transform (a button configuration's title and subtitle).
public struct UIConfigurationTextAttributesTransformer {
    public let transform: (AttributeContainer) -> AttributeContainer
    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) { self.transform = transform }
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }
}

/// The pointer (iPadOS): no pointer hovers the canvas.
public enum UIPointerEffect {
    case automatic(UITargetedPreview), highlight(UITargetedPreview), lift(UITargetedPreview)
}

public enum UIPointerShape {
    case path(UIBezierPath), roundedRect(CGRect, radius: CGFloat = 8), verticalBeam(length: CGFloat), horizontalBeam(length: CGFloat)
}

open class UIPointerStyle: NSObject {
    public init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {}
    public init(shape: UIPointerShape, constrainedAxes axes: UIAxis = []) {}
    open class func hidden() -> UIPointerStyle { UIPointerStyle(shape: .verticalBeam(length: 0)) }
}

public struct UIAxis: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let horizontal = Self(rawValue: 1 << 0), vertical = Self(rawValue: 1 << 1)
    public static let both: Self = [.horizontal, .vertical]
}
