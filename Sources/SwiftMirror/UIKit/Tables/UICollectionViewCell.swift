@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics
import Foundation

/// A view a collection view places from its layout's attributes and reuses.
open class UICollectionReusableView: UIView {
    open internal(set) var reuseIdentifier: String?

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { return nil }

    /// How a collection view makes a registered class: Swift here can only call a
    /// `required` initializer through a class value, and UIKit's init(frame:) is not one for
    /// cells, so a subclass is made by an override of this (which loaderanim's source pass
    /// can write); without one it is a plain UICollectionViewCell or reusable view, with a warning.
    open class func _makeReusableView(frame: CGRect) -> UICollectionReusableView {
        let isCell = isSubclass(of: UICollectionViewCell.self)
        if self != UICollectionViewCell.self, self != UICollectionReusableView.self {
            MirrorDiagnostics.warnNotDrawn("UICollectionView.register of \(self)")
        }
        return isCell ? UICollectionViewCell(frame: frame) : UICollectionReusableView(frame: frame)
    }

    open func prepareForReuse() {}
    /// The frame (kept through the view's transform), alpha, hidden state, z order and transform.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        transform = .identity
        frame = layoutAttributes.frame
        transform = layoutAttributes.transform
        alpha = layoutAttributes.alpha
        isHidden = layoutAttributes.isHidden
        layer.zPosition = CGFloat(layoutAttributes.zIndex)
    }
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
}

/// UICollectionViewCell: a contentView filling it, over a backgroundView and, while
/// selected or highlighted, a selectedBackgroundView (both fill it), as UIKit's.
open class UICollectionViewCell: UICollectionReusableView {
    public enum DragState: Int, Sendable { case none, lifting, dragging }
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void

    public let contentView = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        addSubview(contentView)
    }
    public required init?(coder: NSCoder) { return nil }

    open var isSelected = false { didSet { showSelection(); setNeedsUpdateConfiguration() } }
    open var isHighlighted = false { didSet { showSelection(); setNeedsUpdateConfiguration() } }
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let selectedBackgroundView { insertSubview(selectedBackgroundView, at: backgroundView == nil ? 0 : 1) }
            showSelection()
            setNeedsLayout()
        }
    }
    private func showSelection() { selectedBackgroundView?.isHidden = !(isSelected || isHighlighted) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
    }

    // MARK: Configurations

    /// A content configuration's view fills the contentView, as UIKit puts it there.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { configuredContentView = contentView.showContentView(of: contentConfiguration, replacing: configuredContentView) }
    }
    private var configuredContentView: UIView?
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { backgroundConfiguration.map { $0.apply(to: self, name: "UICollectionViewCell.backgroundConfiguration") } }
    }
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }
    open func setNeedsUpdateConfiguration() { updateConfiguration(using: configurationState) }
    open func updateConfiguration(using state: UICellConfigurationState) { configurationUpdateHandler?(self, state) }
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .clear() }

    // MARK: Inert
    open var automaticallyUpdatesContentConfiguration: Bool = true
    open var automaticallyUpdatesBackgroundConfiguration: Bool = true
    open func dragStateDidChange(_ dragState: DragState) {}
}

/// UICollectionViewController: its view is a collection view of the layout it was made
/// with, the canvas's size, whose data source and delegate are the controller; a subclass
/// overrides the protocols' requirements, as on iOS.
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private let initialLayout: UICollectionViewLayout

    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    public required init?(coder: NSCoder) { return nil }

    open override func loadView() {
        let collection = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
        collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collection.dataSource = self
        collection.delegate = self
        view = collection
    }
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }
    open var collectionViewLayout: UICollectionViewLayout { collectionView.collectionViewLayout }
    open var clearsSelectionOnViewWillAppear = true
    open var installsStandardGestureForInteractiveMovement = false
    open var useLayoutToLayoutNavigationTransitions = false

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView { UICollectionReusableView(frame: .zero) }
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

public protocol UICollectionViewDataSource: AnyObject {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
}
extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// UIKit raises when a layout asks for a supplementary view nobody provides.
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        MirrorDiagnostics.fail("the layout asked for a \(kind) view: implement collectionView(_:viewForSupplementaryElementOfKind:at:)")
    }
}

/// Every requirement optional (menus, focus and drag requirements are left out, as for tables).
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
}
extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
}

/// Never asked: each item's cell is made when it shows.
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
}
/// Drag and drop never happen on the canvas (see UITableViewDragDelegate).
public protocol UICollectionViewDragDelegate: AnyObject {}
public protocol UICollectionViewDropDelegate: AnyObject {}
