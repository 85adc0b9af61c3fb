@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics
import Layers

/// UIWindow: the canvas is the scene's one window (`canvas.view`), so a view in its tree
/// has `window` set, and `view.window?.bounds` is the canvas. A window a scene makes itself
/// is an ordinary view that is never shown.
open class UIWindow: UIView {
    /// A window is its own window, as in UIKit.
    open override var window: UIWindow? { self }
    open var screen: UIScreen { .main }
    /// On the canvas, setting it shows the controller (`canvas.show(_:)`): its view, loaded,
    /// takes the canvas's bounds and joins the window, replacing the last one shown.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController, isKeyWindow else { return }
            oldValue?.viewIfLoaded?.removeFromSuperview()
            guard let view = rootViewController?.view else { return }
            view.frame = bounds
            addSubview(view)
        }
    }
    /// The canvas is the key window.
    open var isKeyWindow: Bool { SceneHost.stage?.root == layer.layerID }
    /// Where the window stacks among windows; the canvas is the only one shown.
    open var windowLevel: Level = .normal

    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(0), statusBar = Level(1000), alert = Level(2000)
        public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
    }
    open func makeKeyAndVisible() {}
    open func makeKey() {}
}

extension SceneHost {
    /// The stage's root layer, for the canvas view being made (UIView.init(rootOf:)).
    nonisolated(unsafe) static var canvasLayerRequest: LayerID?
}

extension UIView {
    /// willMove(toWindow:) on the view, then on its subviews, before a move that changes
    /// the window (UIKit tells the whole moved tree).
    func sendWillMove(toWindow newWindow: UIWindow?) {
        autoLayout.viewController?.viewWillMove(toWindow: newWindow)
        willMove(toWindow: newWindow)
        for view in subviews { view.sendWillMove(toWindow: newWindow) }
    }

    /// didMoveToWindow() on the view, then on its subviews, after the move. A view that
    /// joins the window for the first time is displayed at the next frame, after the layout
    /// pass: its draw(_:) runs then if it overrides it, as UIKit displays every view with a
    /// draw(_:) of its own once without a setNeedsDisplay().
    func sendDidMoveToWindow() {
        didMoveToWindow()
        if window != nil, !hasDisplayed {
            hasDisplayed = true
            layer.setNeedsDisplay()
        }
        autoLayout.viewController?.viewDidMove(toWindow: window)
        for view in subviews { view.sendDidMoveToWindow() }
    }

    /// tintColorDidChange() on the view and on the subviews that inherit its tint.
    func tintColorChanged() {
        tintColorDidChange()
        for view in subviews where view.ownTintColor == nil { view.tintColorChanged() }
    }
}
