@_spi(LoaderAnim) import LACoreGraphics
import Foundation

/// UIWindow's scene-life and event members: the canvas is always the key, visible window,
/// and events reach views through the scene's taps, not sendEvent(_:).
extension UIWindow {
    /// A window for a scene, the screen's size (the canvas's).
    public convenience init(windowScene: UIWindowScene) { self.init(frame: windowScene.screen.bounds) }

    // MARK: Inert
    public var canBecomeKey: Bool { true }
    public func becomeKey() {}
    public func resignKey() {}
    public func sendEvent(_ event: UIEvent) {}
    public var safeAreaAspectFitLayoutGuide: UILayoutGuide { safeAreaLayoutGuide }
    public static let didBecomeVisibleNotification = Notification.Name("UIWindowDidBecomeVisibleNotification")
    public static let didBecomeHiddenNotification = Notification.Name("UIWindowDidBecomeHiddenNotification")
    public static let didBecomeKeyNotification = Notification.Name("UIWindowDidBecomeKeyNotification")
    public static let didResignKeyNotification = Notification.Name("UIWindowDidResignKeyNotification")
}
