/// NSDirectionalRectEdge: edges in the layout direction, as contentScrollView(for:) takes
/// them. (The view branch declares the same type in UIInteraction.swift: keep one.)
public struct NSDirectionalRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = Self(rawValue: 1 << 0), leading = Self(rawValue: 1 << 1)
    public static let bottom = Self(rawValue: 1 << 2), trailing = Self(rawValue: 1 << 3)
    public static let all: Self = [.top, .leading, .bottom, .trailing]
}
