@_spi(LoaderAnim) import LAUIKit

extension View {
    // MARK: Drawing effects, each a layer

    public func opacity(_ opacity: Double) -> some View {
        modifier(WrapModifier(tag: "op") { _ in .effect(.opacity(opacity)) })
    }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(WrapModifier(tag: "rot") { _ in .effect(.rotation(angle, anchor: anchor)) })
    }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(WrapModifier(tag: "sc") { _ in .effect(.scale(scale, anchor: anchor)) })
    }
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { scaleEffect(CGSize(width: s, height: s), anchor: anchor) }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }
    /// A turn about an axis in 3D, seen with the perspective of a viewer `1 / perspective`
    /// view sizes away (SwiftUI's default, 1).
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        modifier(WrapModifier(tag: "r3") { _ in .effect(.rotation3D(angle, axis: axis, anchor: anchor, perspective: perspective)) })
    }
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        modifier(WrapModifier(tag: "tf") { _ in .effect(.transform(transform)) })
    }
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(WrapModifier(tag: "sh") { _ in .effect(.shadow(color: color, radius: radius, x: x, y: y)) })
    }
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(WrapModifier(tag: "cl") { _ in .effect(.clip(AnyShape(shape), style)) })
    }
    public func clipped(antialiased: Bool = false) -> some View { clipShape(Rectangle()) }
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))
    }
    public func hidden() -> some View { modifier(WrapModifier(tag: "hd") { _ in .effect(.hidden) }) }
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
    public func compositingGroup() -> some View { self }
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { self }

    // MARK: Effects not drawn (warned once)

    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { notDrawn("blur(radius:opaque:)", radius == 0) }
    public func blendMode(_ blendMode: BlendMode) -> some View { notDrawn("blendMode(_:)", blendMode == .normal) }
    public func saturation(_ amount: Double) -> some View { notDrawn("saturation(_:)", amount == 1) }
    public func brightness(_ amount: Double) -> some View { notDrawn("brightness(_:)", amount == 0) }
    public func contrast(_ amount: Double) -> some View { notDrawn("contrast(_:)", amount == 1) }
    public func grayscale(_ amount: Double) -> some View { notDrawn("grayscale(_:)", amount == 0) }
    public func hueRotation(_ angle: Angle) -> some View { notDrawn("hueRotation(_:)", angle == .zero) }
    public func colorMultiply(_ color: Color) -> some View { notDrawn("colorMultiply(_:)", color == .white) }
    public func redacted(reason: RedactionReasons) -> some View { notDrawn("redacted(reason:)", reason.isEmpty) }

    private func notDrawn(_ name: String, _ isIdentity: Bool) -> Self {
        if !isIdentity { MirrorDiagnostics.warnNotDrawn("View.\(name)") }
        return self
    }

    // MARK: The environment

    public func foregroundColor(_ color: Color?) -> some View {
        transformEnvironment(\.self) { $0.foregroundStyle = color.map(AnyShapeStyle.init) }
    }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        transformEnvironment(\.self) { $0.foregroundStyle = AnyShapeStyle(style) }
    }
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View { foregroundStyle(primary) }
    public func font(_ font: Font?) -> some View { environment(\.font, font) }
    public func fontWeight(_ weight: Font.Weight?) -> some View { transformEnvironment(\.self) { $0.fontWeight = weight } }
    public func bold(_ isActive: Bool = true) -> some View { fontWeight(isActive ? .bold : nil) }
    public func tint(_ tint: Color?) -> some View { transformEnvironment(\.self) { $0.tint = tint } }
    public func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }
    public func lineLimit(_ number: Int?) -> some View { environment(\.lineLimit, number) }
    public func monospacedDigit() -> some View { transformEnvironment(\.font) { $0 = ($0 ?? .body).monospacedDigit() } }
    public func fontDesign(_ design: Font.Design?) -> some View {
        transformEnvironment(\.font) { font in
            guard let design, case .system(let size, _)? = (font ?? .body).base as Font.Base? else { return }
            let weight = (font ?? .body).weight
            font = Font.system(size: size, weight: weight, design: design)
        }
    }
    public func italic(_ isActive: Bool = true) -> some View { transformEnvironment(\.font) { if isActive { $0 = ($0 ?? .body).italic() } } }
    /// Text here is never shrunk to fit (accepted).
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }
    public func contentTransition(_ transition: ContentTransition) -> some View { self }
    public func colorInvert() -> some View { notDrawn("colorInvert()", false) }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { environment(\.multilineTextAlignment, alignment) }
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }
    public func disabled(_ disabled: Bool) -> some View { environment(\.isEnabled, !disabled) }

    // MARK: Interaction (a render has no touches)

    public func allowsHitTesting(_ enabled: Bool) -> some View { self }
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
    public func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void) -> some View { self }
    /// Names the view's layer: `inspect` lists it under this name, as UI tests find it.
    public func accessibilityIdentifier(_ identifier: String) -> some View { modifier(NodeTraitModifier { $0.name = identifier }) }
    public func accessibilityLabel(_ label: Text) -> some View { self }
    public func accessibilityLabel(_ label: String) -> some View { self }
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }
    public func navigationTitle(_ title: String) -> some View { self }
    public func navigationBarTitle(_ title: String) -> some View { self }
    public func navigationBarHidden(_ hidden: Bool) -> some View { self }
}

/// How a view's content changes (iOS 16): a change of text or symbol is shown at once here.
public struct ContentTransition: Equatable, Sendable {
    let name: String
    public static let identity = ContentTransition(name: "identity")
    public static let opacity = ContentTransition(name: "opacity")
    public static let interpolate = ContentTransition(name: "interpolate")
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
}

public enum BlendMode: Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference, exclusion
    case hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

public enum ColorRenderingMode: Hashable, Sendable { case nonLinear, linear, extendedLinear }
