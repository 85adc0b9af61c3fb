@_spi(LoaderAnim) import LAUIKit

// Xcode's side of a SwiftUI file: preview providers and library items. A provider's
// previews show as a #Preview's do (docs/swiftui.md, "Entries").

/// Xcode's previews before `#Preview`: `static var previews` is what the canvas shows.
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor static var previews: Self.Previews { get }
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

public enum PreviewPlatform: Hashable, Sendable { case iOS, macOS, tvOS, watchOS }

public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral: String) { rawValue = stringLiteral }
}

public enum PreviewLayout: Hashable, Sendable {
    case device, sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

extension View {
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }
    public func previewLayout(_ value: PreviewLayout) -> some View { self }
    public func previewDisplayName(_ value: String?) -> some View { self }
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
}

public struct InterfaceOrientation: Hashable, Sendable {
    let name: String
    public static let portrait = InterfaceOrientation(name: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(name: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(name: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(name: "landscapeRight")
}

/// Xcode's library of views (the + button): nothing to draw.
public protocol LibraryContentProvider {
    associatedtype ModifierBase = Any
    @LibraryContentBuilder var views: [LibraryItem] { get }
    @LibraryContentBuilder func modifiers(base: ModifierBase) -> [LibraryItem]
}

extension LibraryContentProvider {
    public var views: [LibraryItem] { [] }
    public func modifiers(base: ModifierBase) -> [LibraryItem] { [] }
}

public struct LibraryItem {
    public enum Category: Hashable, Sendable { case layout, effect, control, other }
    public init<V: View>(_ snippet: @autoclosure () -> V, visible: Bool = true, title: String? = nil, category: Category = .other) {}
}

@resultBuilder
public struct LibraryContentBuilder {
    public static func buildExpression(_ item: LibraryItem) -> [LibraryItem] { [item] }
    public static func buildBlock(_ items: [LibraryItem]...) -> [LibraryItem] { items.flatMap { $0 } }
}
