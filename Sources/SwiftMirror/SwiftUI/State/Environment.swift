@_spi(LoaderAnim) import LAUIKit

/// A key of the environment, with its value where no ancestor set one.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

/// What a view inherits from its ancestors: the font, the foreground style, the color
/// scheme (always light, as the canvas), and any key of the scene's.
public struct EnvironmentValues: CustomStringConvertible {
    var values: [ObjectIdentifier: Any] = [:]
    var objects: [ObjectIdentifier: AnyObject] = [:]
    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    public var font: Font? { get { self[FontKey.self] } set { self[FontKey.self] = newValue } }
    public var colorScheme: ColorScheme { get { self[ColorSchemeKey.self] } set { self[ColorSchemeKey.self] = newValue } }
    public var lineLimit: Int? { get { self[LineLimitKey.self] } set { self[LineLimitKey.self] = newValue } }
    public var multilineTextAlignment: TextAlignment {
        get { self[TextAlignmentKey.self] } set { self[TextAlignmentKey.self] = newValue }
    }
    public var isEnabled: Bool { get { self[EnabledKey.self] } set { self[EnabledKey.self] = newValue } }
    public var layoutDirection: LayoutDirection { get { self[LayoutDirectionKey.self] } set { self[LayoutDirectionKey.self] = newValue } }
    public var displayScale: CGFloat { get { self[DisplayScaleKey.self] } set { self[DisplayScaleKey.self] = newValue } }
    public var redactionReasons: RedactionReasons { get { self[RedactionKey.self] } set { self[RedactionKey.self] = newValue } }
    public var dynamicTypeSize: DynamicTypeSize { get { self[DynamicTypeKey.self] } set { self[DynamicTypeKey.self] = newValue } }
    public var horizontalSizeClass: UserInterfaceSizeClass? { get { .compact } set {} }
    public var verticalSizeClass: UserInterfaceSizeClass? { get { .regular } set {} }
    /// The style shapes and text are drawn in when none is given (`.primary`: black).
    var foregroundStyle: AnyShapeStyle? { get { self[ForegroundKey.self] } set { self[ForegroundKey.self] = newValue } }
    var tint: Color? { get { self[TintKey.self] } set { self[TintKey.self] = newValue } }
    var fontWeight: Font.Weight? { get { self[WeightKey.self] } set { self[WeightKey.self] = newValue } }

    public var description: String { "EnvironmentValues(\(values.count) values)" }
}

struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
struct TextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
struct EnabledKey: EnvironmentKey { static let defaultValue = true }
struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 2 }
struct RedactionKey: EnvironmentKey { static let defaultValue = RedactionReasons() }
struct DynamicTypeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
struct ForegroundKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
struct TintKey: EnvironmentKey { static let defaultValue: Color? = nil }
struct WeightKey: EnvironmentKey { static let defaultValue: Font.Weight? = nil }

public enum ColorScheme: Hashable, CaseIterable, Sendable { case light, dark }
public enum LayoutDirection: Hashable, CaseIterable, Sendable { case leftToRight, rightToLeft }
public enum UserInterfaceSizeClass: Hashable, Sendable { case compact, regular }
public enum TextAlignment: Hashable, CaseIterable, Sendable { case leading, center, trailing }
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}
public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1)
    public static let privacy = RedactionReasons(rawValue: 2)
    public static let invalidated = RedactionReasons(rawValue: 4)
}

/// A value of the environment a view reads.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    let slot = ObjectSlot<Value>()
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    public var wrappedValue: Value { slot.object ?? EnvironmentValues()[keyPath: keyPath] }
}

extension Environment: GraphLinkable {
    func link(graph: ViewGraph, key: String, index: inout Int, context: ResolveContext) {
        slot.object = context.environment[keyPath: keyPath]
    }
}

/// Changes the environment of its content.
struct EnvironmentModifier: ViewModifier, PrimitiveModifier {
    let change: (inout EnvironmentValues) -> Void
    func body(content: Content) -> Never { fatalError("applied by the graph") }
    func contentContext(_ context: ResolveContext) -> ResolveContext {
        var context = context
        change(&context.environment)
        return context
    }
    func resolve(content: [Node], in context: ResolveContext) -> [Node] { content }
}

extension View {
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentModifier { $0[keyPath: keyPath] = value })
    }
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                        transform: @escaping (inout V) -> Void) -> some View {
        modifier(EnvironmentModifier { transform(&$0[keyPath: keyPath]) })
    }
}
