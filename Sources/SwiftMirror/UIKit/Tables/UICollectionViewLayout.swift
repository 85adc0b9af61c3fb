@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics
import Foundation

/// Where one cell or supplementary view goes: the collection view applies the frame,
/// alpha, hidden state, z order and transform to the view.
open class UICollectionViewLayoutAttributes {
    public enum Category: UInt, Sendable { case cell, supplementaryView, decorationView }
    open var frame: CGRect = .zero
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var size: CGSize {
        get { frame.size }
        set { frame = CGRect(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2, width: newValue.width, height: newValue.height) }
    }
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }
    open var transform3D = CATransform3DIdentity
    open var transform = CGAffineTransform.identity
    open var alpha: CGFloat = 1
    open var zIndex = 0
    open var isHidden = false
    open var indexPath = IndexPath(item: 0, section: 0)
    open private(set) var representedElementCategory: Category = .cell
    open private(set) var representedElementKind: String?

    public required init() {}
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }
}

/// UICollectionViewLayout: the base a layout subclasses (prepare(), the content size and
/// the attributes of the elements in a rect), as UIKit's; the collection view asks it at each
/// layout pass after invalidateLayout().
open class UICollectionViewLayout {
    open internal(set) weak var collectionView: UICollectionView?
    public init() {}
    public required init?(coder: NSCoder) { return nil }

    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }
    open func prepare() {}
    open var collectionViewContentSize: CGSize { .zero }
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
    open func invalidateLayout() {
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }

    var needsPrepare = true
}

/// UIKit's transition between two layouts: nothing drives it here (the interactive
/// transition is not drawn yet), so it shows the current layout.
open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    public let currentLayout: UICollectionViewLayout
    public let nextLayout: UICollectionViewLayout
    open var transitionProgress: CGFloat = 0
    public init(currentLayout: UICollectionViewLayout, nextLayout: UICollectionViewLayout) {
        self.currentLayout = currentLayout
        self.nextLayout = nextLayout
        super.init()
    }
    public required init?(coder: NSCoder) { return nil }
}

/// UICollectionViewFlowLayout: items in lines across the scroll direction, as UIKit lays
/// them: a line takes as many items as fit with minimumInteritemSpacing between them, and
/// spreads them to fill it (a line of one item is centered); lines are minimumLineSpacing
/// apart, each item centered in its line's height; sectionInset around each section, the
/// header and footer reference sizes before and after it. The delegate's
/// UICollectionViewDelegateFlowLayout answers override the properties per item and section.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    public enum SectionInsetReference: Int, Sendable { case fromContentInset, fromSafeArea, fromLayoutMargins }
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }

    public override init() { super.init() }
    public required init?(coder: NSCoder) { return nil }

    private var attributes: [UICollectionViewLayoutAttributes] = []
    private var contentSize = CGSize.zero

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func prepare() {
        super.prepare()
        attributes = []
        guard let view = collectionView else { return contentSize = .zero }
        let flow = view.delegate as? UICollectionViewDelegateFlowLayout
        let vertical = scrollDirection == .vertical
        // Along: the scroll direction; across: the other one.
        func along(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }
        func across(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }
        func rect(_ a: CGFloat, _ c: CGFloat, _ alongSize: CGFloat, _ acrossSize: CGFloat) -> CGRect {
            vertical ? CGRect(x: c, y: a, width: acrossSize, height: alongSize) : CGRect(x: a, y: c, width: alongSize, height: acrossSize)
        }
        let extent = across(view.bounds.size)
        var position: CGFloat = 0
        for section in 0..<view.numberOfSections {
            let inset = flow?.collectionView(view, layout: self, insetForSectionAt: section) ?? sectionInset
            let lineSpacing = flow?.collectionView(view, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing
            let spacing = flow?.collectionView(view, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing
            let header = flow?.collectionView(view, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize
            if along(header) > 0 {
                let made = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                                            with: IndexPath(item: 0, section: section))
                made.frame = rect(position, 0, along(header), extent)
                attributes.append(made)
                position += along(header)
            }
            let (before, after) = vertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
            let (start, end) = vertical ? (inset.left, inset.right) : (inset.top, inset.bottom)
            let available = extent - start - end
            position += before
            var line: [(UICollectionViewLayoutAttributes, CGSize)] = []
            var lineAcross: CGFloat = 0
            func closeLine() {
                guard !line.isEmpty else { return }
                let lineAlong = line.map { along($0.1) }.max() ?? 0
                let used = line.reduce(0) { $0 + across($1.1) }
                let gap = line.count > 1 ? (available - used) / CGFloat(line.count - 1) : 0
                var c = line.count == 1 ? start + (available - used) / 2 : start
                for (made, size) in line {
                    made.frame = rect(position + (lineAlong - along(size)) / 2, c, along(size), across(size))
                    c += across(size) + gap
                }
                position += lineAlong + lineSpacing
                line = []
                lineAcross = 0
            }
            let count = view.numberOfItems(inSection: section)
            for item in 0..<count {
                let indexPath = IndexPath(item: item, section: section)
                let size = flow?.collectionView(view, layout: self, sizeForItemAt: indexPath) ?? itemSize
                if !line.isEmpty, lineAcross + spacing + across(size) > available + 1e-9 { closeLine() }
                lineAcross += (line.isEmpty ? 0 : spacing) + across(size)
                let made = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                line.append((made, size))
                attributes.append(made)
            }
            closeLine()
            if count > 0 { position -= lineSpacing }
            position += after
            let footer = flow?.collectionView(view, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize
            if along(footer) > 0 {
                let made = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                                                            with: IndexPath(item: 0, section: section))
                made.frame = rect(position, 0, along(footer), extent)
                attributes.append(made)
                position += along(footer)
            }
        }
        contentSize = vertical ? CGSize(width: extent, height: position) : CGSize(width: position, height: extent)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributes.filter { $0.frame.intersects(rect) }
    }
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes.first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }
    }
    /// A new size re-lays the lines (UIKit's flow layout invalidates on a size change, not on a scroll).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    // MARK: Inert
    open var estimatedItemSize: CGSize = .zero
    open var sectionInsetReference: SectionInsetReference = .fromContentInset
    open var sectionHeadersPinToVisibleBounds: Bool = false
    open var sectionFootersPinToVisibleBounds: Bool = false
}

/// The flow layout's per-item and per-section answers; each default gives the layout's
/// property, as UIKit uses it when the delegate does not answer.
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    private func flow(_ layout: UICollectionViewLayout) -> UICollectionViewFlowLayout? { layout as? UICollectionViewFlowLayout }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize { flow(collectionViewLayout)?.itemSize ?? .zero }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               insetForSectionAt section: Int) -> UIEdgeInsets { flow(collectionViewLayout)?.sectionInset ?? .zero }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat { flow(collectionViewLayout)?.minimumLineSpacing ?? 0 }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        flow(collectionViewLayout)?.minimumInteritemSpacing ?? 0
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForHeaderInSection section: Int) -> CGSize { flow(collectionViewLayout)?.headerReferenceSize ?? .zero }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForFooterInSection section: Int) -> CGSize { flow(collectionViewLayout)?.footerReferenceSize ?? .zero }
}
