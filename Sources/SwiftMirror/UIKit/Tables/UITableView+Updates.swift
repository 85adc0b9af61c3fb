@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics
import Foundation

/// Updates and selection. Inserted, deleted, moved and reloaded rows and sections take
/// effect at once (the rows are asked again, as after reloadData()); their animations are
/// not drawn yet (a warning for any but .none). Selection is kept and told to the cells
/// (their selected look is the cell's to warn about).
extension UITableView {
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        completion?(true)
    }
    public func beginUpdates() {}
    public func endUpdates() { reloadData() }

    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) { update("insertSections(_:with:)", animation) }
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { update("deleteSections(_:with:)", animation) }
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { update("reloadSections(_:with:)", animation) }
    public func moveSection(_ section: Int, toSection newSection: Int) { reloadData() }
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { update("insertRows(at:with:)", animation) }
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { update("deleteRows(at:with:)", animation) }
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { update("reloadRows(at:with:)", animation) }
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }
    /// The cells stay and the data source configures them again: as UIKit, through cellForRowAt,
    /// which here makes or dequeues one, so the rows are reloaded.
    public func reconfigureRows(at indexPaths: [IndexPath]) { reloadData() }

    private func update(_ member: String, _ animation: RowAnimation) {
        if animation != .none { MirrorDiagnostics.warnNotDrawn("UITableView.\(member)") }
        reloadData()
    }

    // MARK: Selection

    public var indexPathForSelectedRow: IndexPath? { selectedRows.min { ($0.section, $0.row) < ($1.section, $1.row) } }
    public var indexPathsForSelectedRows: [IndexPath]? {
        selectedRows.isEmpty ? nil : selectedRows.sorted { ($0.section, $0.row) < ($1.section, $1.row) }
    }

    /// Selects the row (deselecting the others unless multiple selection is allowed) and
    /// scrolls to it; the delegate is not told, as in UIKit.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for row in selectedRows { deselectRow(at: row, animated: animated) }
            return
        }
        if !allowsMultipleSelection { for row in selectedRows where row != indexPath { deselectRow(at: row, animated: animated) } }
        selectedRows.insert(indexPath)
        cellForRow(at: indexPath)?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedRows.remove(indexPath)
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
    }
    public func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        guard let row = indexPathForSelectedRow else { return }
        scrollToRow(at: row, at: scrollPosition, animated: animated)
    }
}
