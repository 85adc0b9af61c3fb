@_spi(LoaderAnim) import LACoreGraphics

/// NSParagraphStyle, which Linux's Foundation leaves to UIKit: what a label's
/// lineBreakStrategy and a `.paragraphStyle` attribute name. Kept, not drawn: text draws
/// with the label's (or the attributes' first) alignment and line breaks.
open class NSParagraphStyle {
    /// Where a line may break besides the line break mode (UILabel.lineBreakStrategy).
    public struct LineBreakStrategy: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let pushOut = Self(rawValue: 1 << 0)
        public static let hangulWordPriority = Self(rawValue: 1 << 1)
        public static let standard = Self(rawValue: 0xFFFF)
    }

    public init() {}
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    // MARK: Inert
    open internal(set) var alignment: NSTextAlignment = .natural
    open internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    open internal(set) var lineBreakStrategy: LineBreakStrategy = []
    open internal(set) var lineSpacing: CGFloat = 0
    open internal(set) var paragraphSpacing: CGFloat = 0
    open internal(set) var firstLineHeadIndent: CGFloat = 0
    open internal(set) var headIndent: CGFloat = 0
    open internal(set) var tailIndent: CGFloat = 0
    open internal(set) var minimumLineHeight: CGFloat = 0
    open internal(set) var maximumLineHeight: CGFloat = 0
    open internal(set) var lineHeightMultiple: CGFloat = 0
}

/// The settable paragraph style a scene builds for `.paragraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle {
    // MARK: Inert
    open override var alignment: NSTextAlignment { get { super.alignment } set { super.alignment = newValue } }
    open override var lineBreakMode: NSLineBreakMode { get { super.lineBreakMode } set { super.lineBreakMode = newValue } }
    open override var lineBreakStrategy: LineBreakStrategy { get { super.lineBreakStrategy } set { super.lineBreakStrategy = newValue } }
    open override var lineSpacing: CGFloat { get { super.lineSpacing } set { super.lineSpacing = newValue } }
    open override var paragraphSpacing: CGFloat { get { super.paragraphSpacing } set { super.paragraphSpacing = newValue } }
    open override var firstLineHeadIndent: CGFloat { get { super.firstLineHeadIndent } set { super.firstLineHeadIndent = newValue } }
    open override var headIndent: CGFloat { get { super.headIndent } set { super.headIndent = newValue } }
    open override var tailIndent: CGFloat { get { super.tailIndent } set { super.tailIndent = newValue } }
    open override var minimumLineHeight: CGFloat { get { super.minimumLineHeight } set { super.minimumLineHeight = newValue } }
    open override var maximumLineHeight: CGFloat { get { super.maximumLineHeight } set { super.maximumLineHeight = newValue } }
    open override var lineHeightMultiple: CGFloat { get { super.lineHeightMultiple } set { super.lineHeightMultiple = newValue } }
}
