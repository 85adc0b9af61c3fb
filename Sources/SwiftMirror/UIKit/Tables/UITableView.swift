@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics
import Foundation

/// UITableView: a scroll view that asks its data source for sections and rows and shows, as
/// subviews at their y, the cells of the rows in its visible rect (the content offset and
/// bounds), with the table's header and footer views, the sections' headers and footers
/// (a plain table's float at the top while their section scrolls), and separators. It lays
/// itself out as UIKit does, in layoutSubviews: at the first layout pass, after
/// reloadData(), a size change, and each scroll. Cells that scroll out go to the reuse
/// queue that dequeueReusableCell(withIdentifier:) takes from.
///
/// Heights: the delegate's tableView(_:heightForRowAt:) (by default rowHeight); UIKit's
/// automaticDimension is 44 here (self-sizing cells are not measured). Section headers
/// and footers: the delegate's height, else sectionHeaderHeight/sectionFooterHeight;
/// automatic is a custom view's own height, 28 for a title, else none (plain) or 18
/// (grouped). `delegate` is UIScrollView's (UIKit's is re-typed; Swift cannot re-type an
/// overridden property here): a UITableViewDelegate is assigned and heard as one.
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
    public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic = 100 }
    public enum SeparatorInsetReference: Int, Sendable { case fromCellEdges, fromAutomaticInsets }
    public enum SelfSizingInvalidation: Int, Sendable { case disabled, enabled, enabledIncludingConstraints }

    /// UITableViewAutomaticDimension.
    public static let automaticDimension: CGFloat = -1
    /// UITableViewIndexSearch: the magnifying glass of the section index.
    public static let indexSearch = "{search}"
    public static let selectionDidChangeNotification = NSNotification.Name("UITableViewSelectionDidChangeNotification")

    open private(set) var style: Style
    open weak var dataSource: UITableViewDataSource? { didSet { reloadData() } }
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateRows() } }
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateRows() } }
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateRows() } }
    /// The views above and below all the rows, as wide as the table, their own height.
    open var tableHeaderView: UIView? {
        didSet { replace(oldValue, with: tableHeaderView) }
    }
    open var tableFooterView: UIView? {
        didSet { replace(oldValue, with: tableFooterView) }
    }
    /// Behind the cells, filling the visible bounds.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// Drawn: a line of separatorColor under each row but a section's last, inset by
    /// separatorInset's left and right, one pixel high.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { refreshCells() } }
    open var separatorColor: UIColor? = UITableView.defaultSeparatorColor { didSet { refreshCells() } }
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { refreshCells() } }

    /// UIColor.separator in the light appearance.
    static let defaultSeparatorColor = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .white : UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
        setNeedsLayout()
    }
    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }
    public required init?(coder: NSCoder) { return nil }

    // MARK: Rows and their rects

    /// The geometry of one section, in content coordinates.
    struct SectionGeometry { var header: CGRect, rows: [CGRect], footer: CGRect }
    /// Asked of the data source and delegate when first needed after a reload.
    private var geometry: [SectionGeometry]?
    private var contentHeight: CGFloat = 0

    var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    private func sections() -> [SectionGeometry] {
        if let geometry { return geometry }
        let width = bounds.width
        var y = tableHeaderView?.frame.height ?? 0
        var made: [SectionGeometry] = []
        let count = dataSource.map { $0.numberOfSections(in: self) } ?? 0
        for section in 0..<max(count, 0) {
            let headerHeight = height(ofHeader: true, in: section)
            let header = CGRect(x: 0, y: y, width: width, height: headerHeight)
            y += headerHeight
            let rowCount = dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
            var rows: [CGRect] = []
            for row in 0..<max(rowCount, 0) {
                var height = tableDelegate?.tableView(self, heightForRowAt: IndexPath(row: row, section: section)) ?? rowHeight
                if height < 0 { height = 44 }
                rows.append(CGRect(x: 0, y: y, width: width, height: height))
                y += height
            }
            let footerHeight = height(ofHeader: false, in: section)
            made.append(SectionGeometry(header: header, rows: rows, footer: CGRect(x: 0, y: y, width: width, height: footerHeight)))
            y += footerHeight
        }
        geometry = made
        contentHeight = y + (tableFooterView?.frame.height ?? 0)
        return made
    }

    private func height(ofHeader header: Bool, in section: Int) -> CGFloat {
        let asked = header ? tableDelegate?.tableView(self, heightForHeaderInSection: section)
            : tableDelegate?.tableView(self, heightForFooterInSection: section)
        let height = asked ?? (header ? sectionHeaderHeight : sectionFooterHeight)
        guard height < 0 else { return height }
        if let view = supplementaryView(header: header, in: section) { return view.frame.height > 0 ? view.frame.height : 28 }
        return style == .plain ? 0 : 18
    }

    /// The delegate's view for a header or footer, else one showing the data source's title.
    private func supplementaryView(header: Bool, in section: Int) -> UIView? {
        if let made = header ? madeHeaders[section] : madeFooters[section] { return made }
        let view = header ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
            : tableDelegate?.tableView(self, viewForFooterInSection: section)
        let title = header ? dataSource?.tableView(self, titleForHeaderInSection: section)
            : dataSource?.tableView(self, titleForFooterInSection: section)
        let shown = view ?? title.map { text -> UIView in
            let titled = UITableViewHeaderFooterView(reuseIdentifier: nil)
            titled.textLabel?.text = style == .plain ? text : text.uppercased()
            return titled
        }
        if header { madeHeaders[section] = shown } else { madeFooters[section] = shown }
        return shown
    }
    private var madeHeaders: [Int: UIView?] = [:]
    private var madeFooters: [Int: UIView?] = [:]

    open var numberOfSections: Int { sections().count }
    open func numberOfRows(inSection section: Int) -> Int {
        let all = sections()
        return all.indices.contains(section) ? all[section].rows.count : 0
    }
    open func rect(forSection section: Int) -> CGRect {
        let all = sections()
        guard all.indices.contains(section) else { return .zero }
        return all[section].header.union(all[section].footer)
    }
    open func rectForHeader(inSection section: Int) -> CGRect {
        let all = sections()
        return all.indices.contains(section) ? all[section].header : .zero
    }
    open func rectForFooter(inSection section: Int) -> CGRect {
        let all = sections()
        return all.indices.contains(section) ? all[section].footer : .zero
    }
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        let all = sections()
        guard all.indices.contains(indexPath.section), all[indexPath.section].rows.indices.contains(indexPath.row) else { return .zero }
        return all[indexPath.section].rows[indexPath.row]
    }
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        indexPaths(where: { $0.contains(point) }).first
    }
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        indexPaths(where: { $0.intersects(rect) })
    }
    private func indexPaths(where test: (CGRect) -> Bool) -> [IndexPath] {
        var found: [IndexPath] = []
        for (section, geometry) in sections().enumerated() {
            for (row, rect) in geometry.rows.enumerated() where test(rect) { found.append(IndexPath(row: row, section: section)) }
        }
        return found
    }

    // MARK: Cells

    /// The cells shown, by their rows.
    private var shown: [IndexPath: UITableViewCell] = [:]
    private var reusable: [String: [UITableViewCell]] = [:]
    private var registered: [String: AnyClass] = [:]
    private var registeredHeaderFooters: [String: AnyClass] = [:]
    private var reusableHeaderFooters: [String: [UITableViewHeaderFooterView]] = [:]

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registered[identifier] = cellClass
    }
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registeredHeaderFooters[identifier] = aClass
    }

    /// A cell from the reuse queue (prepareForReuse() called), else a new one of the class
    /// registered for the identifier, else nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var queue = reusable[identifier], !queue.isEmpty {
            let cell = queue.removeLast()
            reusable[identifier] = queue
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = registered[identifier] as? UITableViewCell.Type else { return nil }
        return cellClass._makeCell(style: .default, reuseIdentifier: identifier)
    }

    /// As above, sized to the row; an identifier nothing is registered for stops the scene,
    /// as UIKit raises.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            MirrorDiagnostics.fail("unable to dequeue a cell with identifier \(identifier): register a class for it (register(_:forCellReuseIdentifier:))")
        }
        let rect = rectForRow(at: indexPath)
        cell.frame = CGRect(origin: cell.frame.origin, size: rect.size)
        return cell
    }

    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if var queue = reusableHeaderFooters[identifier], !queue.isEmpty {
            let view = queue.removeLast()
            reusableHeaderFooters[identifier] = queue
            view.prepareForReuse()
            return view
        }
        guard let viewClass = registeredHeaderFooters[identifier] as? UITableViewHeaderFooterView.Type else { return nil }
        return viewClass._makeHeaderFooterView(reuseIdentifier: identifier)
    }

    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { shown[indexPath] }
    open func indexPath(for cell: UITableViewCell) -> IndexPath? { shown.first { $0.value === cell }?.key }
    open var visibleCells: [UITableViewCell] { (indexPathsForVisibleRows ?? []).compactMap { shown[$0] } }
    open var indexPathsForVisibleRows: [IndexPath]? { shown.keys.sorted { ($0.section, $0.row) < ($1.section, $1.row) } }
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        madeHeaders[section].flatMap { $0 as? UITableViewHeaderFooterView }
    }
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        madeFooters[section].flatMap { $0 as? UITableViewHeaderFooterView }
    }

    // MARK: Reloading

    /// Forgets the rows and their cells (the cells go to the reuse queue); the next layout
    /// pass asks the data source again.
    open func reloadData() {
        for (indexPath, cell) in shown { recycle(cell, at: indexPath) }
        shown = [:]
        for view in madeHeaders.values.compactMap({ $0 }) + madeFooters.values.compactMap({ $0 }) { view.removeFromSuperview() }
        madeHeaders = [:]
        madeFooters = [:]
        invalidateRows()
    }

    /// The heights are asked again at the next layout; the cells stay.
    func invalidateRows() {
        geometry = nil
        setNeedsLayout()
    }

    /// The cells shown take the table's separator settings again.
    private func refreshCells() { setNeedsLayout() }

    private func recycle(_ cell: UITableViewCell, at indexPath: IndexPath) {
        cell.removeFromSuperview()
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        if let identifier = cell.reuseIdentifier { reusable[identifier, default: []].append(cell) }
    }

    private func replace(_ old: UIView?, with new: UIView?) {
        if old !== new { old?.removeFromSuperview() }
        if let new { addSubview(new) }
        invalidateRows()
    }

    // MARK: Layout

    open override var contentOffset: CGPoint {
        get { super.contentOffset }
        set {
            super.contentOffset = newValue
            setNeedsLayout()
        }
    }

    open override var frame: CGRect {
        didSet { if frame.width != oldValue.width { geometry = nil } }
    }
    open override var bounds: CGRect {
        didSet { if bounds.width != oldValue.width { geometry = nil } }
    }

    /// Places the table's header and footer, the section headers and footers and the
    /// cells of the rows in the visible rect, asking the data source for the cells that
    /// come into it and recycling those that leave it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let all = sections()
        let width = bounds.width
        contentSize = CGSize(width: width, height: contentHeight)
        let visible = CGRect(x: 0, y: contentOffset.y, width: width, height: bounds.height)
        backgroundView?.frame = visible
        if let header = tableHeaderView { header.frame = CGRect(x: 0, y: 0, width: width, height: header.frame.height) }
        if let footer = tableFooterView {
            footer.frame = CGRect(x: 0, y: contentHeight - footer.frame.height, width: width, height: footer.frame.height)
        }
        var wanted: [IndexPath: CGRect] = [:]
        for (section, geometry) in all.enumerated() {
            for (row, rect) in geometry.rows.enumerated() where rect.height > 0 && !rect.intersection(visible).isEmpty {
                wanted[IndexPath(row: row, section: section)] = rect
            }
        }
        for (indexPath, cell) in shown where wanted[indexPath] == nil {
            shown[indexPath] = nil
            recycle(cell, at: indexPath)
        }
        for indexPath in wanted.keys.sorted(by: { ($0.section, $0.row) < ($1.section, $1.row) }) {
            let rect = wanted[indexPath]!
            if let cell = shown[indexPath] {
                cell.frame = rect
            } else if let dataSource {
                let cell = dataSource.tableView(self, cellForRowAt: indexPath)
                cell.frame = rect
                shown[indexPath] = cell
                tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
                if cell.superview !== self { insertSubview(cell, at: backgroundView == nil ? 0 : 1) }
            }
            let last = indexPath.row == all[indexPath.section].rows.count - 1
            shown[indexPath]?.showSeparator(separatorStyle != .none && !last, color: separatorColor, inset: separatorInset)
        }
        placeSupplementaryViews(all, visible: visible)
    }

    /// Section headers and footers at their rects; a plain table's stay at the top of the
    /// visible rect while their section scrolls under them, as UIKit's float.
    private func placeSupplementaryViews(_ all: [SectionGeometry], visible: CGRect) {
        let top = visible.minY + adjustedContentInset.top
        for (section, geometry) in all.enumerated() {
            for header in [true, false] {
                let rect = header ? geometry.header : geometry.footer
                guard rect.height > 0, let view = supplementaryView(header: header, in: section) else { continue }
                var frame = rect
                if style == .plain, header {
                    let sectionEnd = geometry.footer.maxY - rect.height
                    frame.origin.y = max(rect.minY, min(top, sectionEnd))
                }
                view.frame = frame
                // Added on top; cells go in at the bottom, so a floating header stays above them.
                if view.superview !== self {
                    addSubview(view)
                    if header { tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section) }
                    else { tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section) }
                }
            }
        }
    }

    // MARK: Scrolling

    /// Scrolls (through contentOffset) so the row shows at the top, middle or bottom, or
    /// (.none) the least that shows it all.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let rect = rectForRow(at: indexPath)
        let inset = adjustedContentInset
        let maxY = max(contentHeight + inset.bottom - bounds.height, -inset.top)
        var y: CGFloat
        switch scrollPosition {
        case .top: y = rect.minY - inset.top
        case .middle: y = rect.midY - bounds.height / 2
        case .bottom: y = rect.maxY - bounds.height + inset.bottom
        case .none:
            return scrollRectToVisible(rect, animated: animated)
        }
        y = min(max(y, -inset.top), maxY)
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }

    /// The rows selected (selectRow(at:animated:scrollPosition:)).
    var selectedRows: Set<IndexPath> = []

    // MARK: Inert
    open weak var prefetchDataSource: UITableViewDataSourcePrefetching?
    open var isPrefetchingEnabled: Bool = true
    open weak var dragDelegate: UITableViewDragDelegate?
    open weak var dropDelegate: UITableViewDropDelegate?
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    open var fillerRowHeight: CGFloat = UITableView.automaticDimension
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension
    open var separatorInsetReference: SeparatorInsetReference = .fromCellEdges
    open var selfSizingInvalidation: SelfSizingInvalidation = .enabled
    open var contextMenuInteraction: UIContextMenuInteraction? { nil }
    open var hasUncommittedUpdates: Bool { false }
    open func reloadSectionIndexTitles() {}
    open var isEditing: Bool = false
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    open var allowsSelection: Bool = true
    open var allowsSelectionDuringEditing: Bool = false
    open var allowsMultipleSelection: Bool = false
    open var allowsMultipleSelectionDuringEditing: Bool = false
    open var sectionIndexMinimumDisplayRowCount: Int = 0
    open var sectionIndexColor: UIColor?
    open var sectionIndexBackgroundColor: UIColor?
    open var sectionIndexTrackingBackgroundColor: UIColor?
    open var cellLayoutMarginsFollowReadableWidth: Bool = false
    open var insetsContentViewsToSafeArea: Bool = true
    open var remembersLastFocusedIndexPath: Bool = false
    open var selectionFollowsFocus: Bool = false
    open var allowsFocus: Bool = false
    open var allowsFocusDuringEditing: Bool = false
    open var dragInteractionEnabled: Bool = true
    open var hasActiveDrag: Bool { false }
    open var hasActiveDrop: Bool { false }
}
