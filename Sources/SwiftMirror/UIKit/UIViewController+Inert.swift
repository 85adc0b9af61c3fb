@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics
import Foundation

extension UIViewController {
    /// UIKit posts it when a split view's detail target changes; a scene has no split view.
    public static let showDetailTargetDidChangeNotification = Notification.Name("UIViewControllerShowDetailTargetDidChangeNotification")

    /// A zero-height guide pinned to the view's top (or bottom), made on first use.
    func layoutSupportGuide(top: Bool) -> UILayoutSupport {
        if let guide = layoutSupportGuides[top] { return guide }
        let guide = UILayoutGuide()
        layoutSupportGuides[top] = guide
        let view: UIView = self.view
        view.addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            guide.heightAnchor.constraint(equalToConstant: 0),
            top ? guide.topAnchor.constraint(equalTo: view.topAnchor) : guide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        return guide
    }
}

// The container controllers a controller may sit in: a scene shows controllers on the
// canvas, not in a navigation, tab or split controller, so these answer nil.
extension UIViewController {
    // MARK: Inert
    public var navigationController: UINavigationController? { nil }
    public var tabBarController: UITabBarController? { nil }
    public var splitViewController: UISplitViewController? { nil }
    public var searchDisplayController: UISearchDisplayController? { nil }
    public func collapseSecondaryViewController(_ secondaryViewController: UIViewController, for splitViewController: UISplitViewController) {}
    public func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? { nil }
}

/// UILayoutSupport: topLayoutGuide's and bottomLayoutGuide's type.
public protocol UILayoutSupport: AnyObject {
    var length: CGFloat { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}

extension UILayoutGuide: UILayoutSupport {
    public var length: CGFloat { layoutFrame.height }
}

public enum UIStatusBarStyle: Int, Sendable { case `default`, lightContent, darkContent = 3 }
public enum UIStatusBarAnimation: Int, Sendable { case none, fade, slide }

/// State restoration's class hook; nothing restores a scene.
public protocol UIViewControllerRestoration: AnyObject {
    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController?
}

/// The state a content-unavailable configuration is updated with (iOS 17).
public struct UIContentUnavailableConfigurationState: Hashable {
    public var traitCollection: UITraitCollection
    public var searchText: String?
    public init(traitCollection: UITraitCollection = UITraitCollection(), searchText: String? = nil) {
        self.traitCollection = traitCollection
        self.searchText = searchText
    }
    public static func == (a: Self, b: Self) -> Bool { a.searchText == b.searchText }
    public func hash(into hasher: inout Hasher) { hasher.combine(searchText) }
}

// 3D Touch previewing (deprecated on iOS 13): registering is accepted; no force touch comes.
public protocol UIPreviewActionItem: AnyObject {
    var title: String { get }
}

public protocol UIViewControllerPreviewingDelegate: AnyObject {
    func previewingContext(_ previewingContext: UIViewControllerPreviewing, viewControllerForLocation location: CGPoint) -> UIViewController?
    func previewingContext(_ previewingContext: UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController)
}

public protocol UIViewControllerPreviewing: AnyObject {
    var delegate: UIViewControllerPreviewingDelegate { get }
    var sourceView: UIView { get }
    var sourceRect: CGRect { get set }
}

final class PreviewingRegistration: UIViewControllerPreviewing {
    unowned let delegate: UIViewControllerPreviewingDelegate
    unowned let sourceView: UIView
    var sourceRect: CGRect
    init(delegate: UIViewControllerPreviewingDelegate, sourceView: UIView) {
        self.delegate = delegate
        self.sourceView = sourceView
        sourceRect = sourceView.bounds
    }
}

/// The containers a controller can be in: declared for the properties above. A scene that
/// makes one gets a plain controller (its bars and switching are not drawn).
open class UINavigationController: UIViewController {}
open class UITabBarController: UIViewController {}
open class UISplitViewController: UIViewController {}
open class UISearchDisplayController: NSObject {}
