@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics
import Foundation

/// UICollectionView: a scroll view whose layout (a flow layout, or a scene's own subclass)
/// places the cells of the items, and the supplementary views, in its visible rect; it asks
/// its data source for them as they come into view and recycles those that leave, at each
/// layout pass (after reloadData(), a size change, each scroll). `delegate` is
/// UIScrollView's (see UITableView).
open class UICollectionView: UIScrollView {
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
    public enum ReorderingCadence: Int, Sendable { case immediate, fast, slow }
    public enum SelfSizingInvalidation: Int, Sendable { case disabled, enabled, enabledIncludingConstraints }
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = Self(rawValue: 1), centeredVertically = Self(rawValue: 2), bottom = Self(rawValue: 4)
        public static let left = Self(rawValue: 8), centeredHorizontally = Self(rawValue: 16), right = Self(rawValue: 32)
    }
    /// A cell class and the closure that configures it for an item (iOS 14's registration).
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let handler: Handler
        let identifier = UUID().uuidString
        public init(handler: @escaping Handler) { self.handler = handler }
    }
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        let elementKind: String
        let handler: Handler
        let identifier = UUID().uuidString
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    open weak var dataSource: UICollectionViewDataSource? { didSet { reloadData() } }
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            collectionViewLayout.collectionView = self
            collectionViewLayout.invalidateLayout()
        }
    }
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        backgroundColor = .white
        setNeedsLayout()
    }
    public required init?(coder: NSCoder) { return nil }

    var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    // MARK: Items

    open var numberOfSections: Int { dataSource.map { max($0.numberOfSections(in: self), 0) } ?? 0 }
    open func numberOfItems(inSection section: Int) -> Int {
        guard let dataSource, section >= 0, section < numberOfSections else { return 0 }
        return max(dataSource.collectionView(self, numberOfItemsInSection: section), 0)
    }

    private var shown: [IndexPath: UICollectionViewCell] = [:]
    private var shownSupplementary: [String: [IndexPath: UICollectionReusableView]] = [:]
    private var reusable: [String: [UICollectionReusableView]] = [:]
    private var registered: [String: AnyClass] = [:]

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) { registered[identifier] = cellClass }
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        registered[elementKind + "/" + identifier] = viewClass
    }

    /// A view from the reuse queue (prepareForReuse() called), else a new one of the class
    /// registered (see UICollectionReusableView._makeReusableView).
    private func dequeue(_ key: String, _ what: String) -> UICollectionReusableView {
        if var queue = reusable[key], !queue.isEmpty {
            let view = queue.removeLast()
            reusable[key] = queue
            view.prepareForReuse()
            return view
        }
        guard let viewClass = registered[key] as? UICollectionReusableView.Type else {
            MirrorDiagnostics.fail("could not dequeue a \(what) with identifier \(key): register a class for it first")
        }
        let made = viewClass._makeReusableView(frame: .zero)
        made.reuseIdentifier = key
        return made
    }

    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        guard let cell = dequeue(identifier, "cell") as? UICollectionViewCell else {
            MirrorDiagnostics.fail("the class registered for \(identifier) is not a UICollectionViewCell")
        }
        return cell
    }
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        dequeue(elementKind + "/" + identifier, "supplementary view")
    }
    open func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath,
                                                         item: Item?) -> Cell {
        if registered[registration.identifier] == nil { registered[registration.identifier] = Cell.self }
        let cell = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath) as! Cell
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }
    open func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>,
                                                                    for indexPath: IndexPath) -> Supplementary {
        let key = registration.elementKind + "/" + registration.identifier
        if registered[key] == nil { registered[key] = Supplementary.self }
        let view = dequeue(key, "supplementary view") as! Supplementary
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }

    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { shown[indexPath] }
    open var visibleCells: [UICollectionViewCell] { indexPathsForVisibleItems.compactMap { shown[$0] } }
    open var indexPathsForVisibleItems: [IndexPath] { shown.keys.sorted { ($0.section, $0.item) < ($1.section, $1.item) } }
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { shown.first { $0.value === cell }?.key }
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        collectionViewLayout.layoutAttributesForElements(in: CGRect(origin: point, size: CGSize(width: 1, height: 1)))?
            .first { $0.representedElementCategory == .cell && $0.frame.contains(point) }?.indexPath
    }
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        shownSupplementary[elementKind]?[indexPath]
    }
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        Array((shownSupplementary[elementKind] ?? [:]).values)
    }
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        Array((shownSupplementary[elementKind] ?? [:]).keys)
    }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    // MARK: Reloading and layout

    /// The items go to the reuse queue; the next layout pass asks the data source again.
    open func reloadData() {
        for (indexPath, cell) in shown { recycle(cell, indexPath) }
        shown = [:]
        for views in shownSupplementary.values { for view in views.values { recycle(view, nil) } }
        shownSupplementary = [:]
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    private func recycle(_ view: UICollectionReusableView, _ indexPath: IndexPath?) {
        view.removeFromSuperview()
        if let cell = view as? UICollectionViewCell, let indexPath {
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        }
        if let key = view.reuseIdentifier { reusable[key, default: []].append(view) }
    }

    open override var contentOffset: CGPoint {
        get { super.contentOffset }
        set {
            super.contentOffset = newValue
            setNeedsLayout()
        }
    }

    private var preparedSize = CGSize.zero

    open override func layoutSubviews() {
        super.layoutSubviews()
        let layout = collectionViewLayout
        // A new size re-lays a layout that asks for it (the flow layout does), as UIKit invalidates it.
        if layout.needsPrepare || (bounds.size != preparedSize && layout.shouldInvalidateLayout(forBoundsChange: bounds)) {
            layout.needsPrepare = false
            preparedSize = bounds.size
            layout.prepare()
        }
        contentSize = layout.collectionViewContentSize
        backgroundView?.frame = bounds
        let elements = layout.layoutAttributesForElements(in: bounds) ?? []
        let cells = Dictionary(elements.filter { $0.representedElementCategory == .cell }.map { ($0.indexPath, $0) }) { a, _ in a }
        for (indexPath, cell) in shown where cells[indexPath] == nil {
            shown[indexPath] = nil
            recycle(cell, indexPath)
        }
        for (indexPath, attributes) in cells.sorted(by: { ($0.key.section, $0.key.item) < ($1.key.section, $1.key.item) }) {
            var cell = shown[indexPath]
            if cell == nil, let dataSource {
                let made = dataSource.collectionView(self, cellForItemAt: indexPath)
                shown[indexPath] = made
                cell = made
                made.apply(attributes)
                collectionDelegate?.collectionView(self, willDisplay: made, forItemAt: indexPath)
                if made.superview !== self { insertSubview(made, at: backgroundView == nil ? 0 : 1) }
            }
            cell?.apply(attributes)
        }
        placeSupplementaryViews(elements.filter { $0.representedElementCategory == .supplementaryView })
    }

    private func placeSupplementaryViews(_ elements: [UICollectionViewLayoutAttributes]) {
        var wanted: [String: [IndexPath: UICollectionViewLayoutAttributes]] = [:]
        for element in elements { if let kind = element.representedElementKind { wanted[kind, default: [:]][element.indexPath] = element } }
        for (kind, views) in shownSupplementary {
            for (indexPath, view) in views where wanted[kind]?[indexPath] == nil {
                shownSupplementary[kind]?[indexPath] = nil
                recycle(view, nil)
            }
        }
        for (kind, byPath) in wanted {
            for (indexPath, attributes) in byPath {
                var view = shownSupplementary[kind]?[indexPath]
                if view == nil, let dataSource {
                    let made = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
                    shownSupplementary[kind, default: [:]][indexPath] = made
                    view = made
                    if made.superview !== self { addSubview(made) }
                }
                view?.apply(attributes)
            }
        }
    }

    // MARK: Updates (at once; their animations are not drawn yet)

    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        completion?(true)
    }
    open func insertItems(at indexPaths: [IndexPath]) { reloadData() }
    open func deleteItems(at indexPaths: [IndexPath]) { reloadData() }
    open func reloadItems(at indexPaths: [IndexPath]) { reloadData() }
    open func reconfigureItems(at indexPaths: [IndexPath]) { reloadData() }
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }
    open func insertSections(_ sections: IndexSet) { reloadData() }
    open func deleteSections(_ sections: IndexSet) { reloadData() }
    open func reloadSections(_ sections: IndexSet) { reloadData() }
    open func moveSection(_ section: Int, toSection newSection: Int) { reloadData() }

    /// A new layout takes over at once (an animated change is not drawn yet).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        if animated { MirrorDiagnostics.warnNotDrawn("UICollectionView.setCollectionViewLayout(_:animated:)") }
        collectionViewLayout = layout
        completion?(true)
    }

    /// Scrolls (through contentOffset) so the item shows at the position asked.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        guard let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else { return }
        var offset = contentOffset
        if scrollPosition.contains(.top) { offset.y = frame.minY }
        if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - bounds.height / 2 }
        if scrollPosition.contains(.bottom) { offset.y = frame.maxY - bounds.height }
        if scrollPosition.contains(.left) { offset.x = frame.minX }
        if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - bounds.width / 2 }
        if scrollPosition.contains(.right) { offset.x = frame.maxX - bounds.width }
        offset.x = min(max(offset.x, -contentInset.left), max(contentSize.width + contentInset.right - bounds.width, -contentInset.left))
        offset.y = min(max(offset.y, -contentInset.top), max(contentSize.height + contentInset.bottom - bounds.height, -contentInset.top))
        if scrollPosition.isEmpty { return scrollRectToVisible(frame, animated: animated) }
        setContentOffset(offset, animated: animated)
    }

    /// The items selected (selectItem(at:animated:scrollPosition:)), told to their cells.
    var selectedItems: Set<IndexPath> = []
    open var indexPathsForSelectedItems: [IndexPath]? { selectedItems.sorted { ($0.section, $0.item) < ($1.section, $1.item) } }
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { return selectedItems.forEach { deselectItem(at: $0, animated: animated) } }
        if !allowsMultipleSelection { selectedItems.filter { $0 != indexPath }.forEach { deselectItem(at: $0, animated: animated) } }
        selectedItems.insert(indexPath)
        cellForItem(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedItems.remove(indexPath)
        cellForItem(at: indexPath)?.isSelected = false
    }

    /// An interactive transition between layouts is not drawn yet: the layout stays.
    @discardableResult
    open func startInteractiveTransition(to layout: UICollectionViewLayout,
                                         completion: ((Bool, Bool) -> Void)? = nil) -> UICollectionViewTransitionLayout {
        MirrorDiagnostics.warnNotDrawn("UICollectionView.startInteractiveTransition(to:completion:)")
        return UICollectionViewTransitionLayout(currentLayout: collectionViewLayout, nextLayout: layout)
    }
    open func finishInteractiveTransition() {}
    open func cancelInteractiveTransition() {}

    // MARK: Inert
    open weak var prefetchDataSource: UICollectionViewDataSourcePrefetching?
    open var isPrefetchingEnabled: Bool = true
    open weak var dragDelegate: UICollectionViewDragDelegate?
    open weak var dropDelegate: UICollectionViewDropDelegate?
    open var dragInteractionEnabled: Bool = true
    open var hasActiveDrag: Bool { false }
    open var hasActiveDrop: Bool { false }
    open var hasUncommittedUpdates: Bool { false }
    open var reorderingCadence: ReorderingCadence = .immediate
    open var selfSizingInvalidation: SelfSizingInvalidation = .enabled
    open var contextMenuInteraction: UIContextMenuInteraction? { nil }
    open var allowsSelection: Bool = true
    open var allowsMultipleSelection: Bool = false
    open var allowsSelectionDuringEditing: Bool = false
    open var allowsMultipleSelectionDuringEditing: Bool = false
    open var isEditing: Bool = false
    open var allowsFocus: Bool = false
    open var allowsFocusDuringEditing: Bool = false
    open var remembersLastFocusedIndexPath: Bool = false
    open var selectionFollowsFocus: Bool = false
    open func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool { false }
    open func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {}
    open func endInteractiveMovement() {}
    open func cancelInteractiveMovement() {}
}
