@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics
import Layers

/// UIWindow: the canvas is the scene's key window (`canvas.view`), so a view in its tree
/// has `window` set, and `view.window?.bounds` is the canvas. A window a scene makes itself
/// starts hidden, as UIKit's do, and once shown (`isHidden = false`, makeKeyAndVisible())
/// stands above the canvas at its frame, in windowLevel order, then the order shown: the
/// HUD windows of PKHUD and SwiftNotice.
open class UIWindow: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        if !isKeyWindow { layer.isHidden = true }
    }
    public required init?(coder: NSCoder) { return nil }

    /// A shown window nobody holds goes, as on iOS, where the app keeps its windows weakly
    /// (SwiftNotice's HUD leaves when its list lets it go).
    deinit {
        if !isHidden, !isKeyWindow, let canvas = UIWindow.canvas, layer.superlayer === canvas.layer { layer.removeFromSuperlayer() }
    }

    open override var isHidden: Bool {
        didSet { if oldValue != isHidden { stackOnCanvas() } }
    }

    /// Above everything the canvas holds (its views have zPosition 0 unless they set one),
    /// by level: zPosition orders siblings.
    private func stackOnCanvas() {
        guard !isKeyWindow, let canvas = UIWindow.canvas else { return }
        if isHidden {
            if layer.superlayer === canvas.layer { layer.removeFromSuperlayer() }
            return
        }
        layer.zPosition = Self.windowsZPosition + windowLevel.rawValue
        canvas.layer.addSublayer(layer)
    }
    static let windowsZPosition: CGFloat = 1_000_000

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
    /// Where the window stacks among the shown windows (the canvas's is `.normal`).
    open var windowLevel: Level = .normal {
        didSet { if !isHidden, !isKeyWindow { layer.zPosition = Self.windowsZPosition + windowLevel.rawValue } }
    }

    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(0), statusBar = Level(1000), alert = Level(2000)
        public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
    }
    open func makeKeyAndVisible() { isHidden = false }
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
