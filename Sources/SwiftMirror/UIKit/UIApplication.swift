@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics
import Foundation

/// UIApplication: the app a scene runs in, active for the whole render, whose one window is
/// the canvas. What a loader reads (the key window to add a HUD to, the state, the status
/// bar) answers as a foreground iPhone app; what only an app's life uses (opening URLs,
/// the idle timer, interaction) is accepted and does nothing visible (docs/swift-scenes.md,
/// "Inert").
open class UIApplication: UIResponder {
    public enum State: Int, Sendable { case active, inactive, background }

    nonisolated(unsafe) private static let instance = UIApplication()
    open class var shared: UIApplication { instance }

    open weak var delegate: UIApplicationDelegate?
    open var applicationState: State { .active }

    /// The canvas, the scene's one window (nil before `scene(...)`).
    open var windows: [UIWindow] { UIWindow.canvas.map { [$0] } ?? [] }
    open var keyWindow: UIWindow? { UIWindow.canvas }
    open var connectedScenes: Set<UIScene> { UIWindowScene.canvas.map { [$0] } ?? [] }

    open var statusBarOrientation: UIInterfaceOrientation { .portrait }
    /// iOS 17's status bar on an iPhone 15: 54 points tall.
    open var statusBarFrame: CGRect { CGRect(x: 0, y: 0, width: UIWindow.canvas?.bounds.width ?? 393, height: 54) }
    open var isStatusBarHidden: Bool { false }
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    open var applicationIconBadgeNumber = 0
    open var isIdleTimerDisabled = false
    open var isNetworkActivityIndicatorVisible = false
    open var isIgnoringInteractionEvents: Bool { false }
    open var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }
    open var supportsAlternateIcons: Bool { false }

    open func beginIgnoringInteractionEvents() {}
    open func endIgnoringInteractionEvents() {}
    open func canOpenURL(_ url: URL) -> Bool { false }
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {
        completion?(false)
    }
    open func registerForRemoteNotifications() {}
    open func unregisterForRemoteNotifications() {}
    /// Sends the action to `target` (or, for nil, the first responder that takes it: none
    /// here); whether it was sent.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        guard let target = target as AnyObject?, action.isAccepted(by: target) else { return false }
        action.perform(on: target, with: sender)
        return true
    }

    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = Self(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    // The life-cycle notifications: posted only by a scene that posts them.
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
    public static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
}

public enum UIUserInterfaceLayoutDirection: Int, Sendable { case leftToRight, rightToLeft }

/// UIApplicationDelegate: every requirement optional, as Objective-C's are (each has a
/// default that does nothing). Nothing launches a scene's app, so none is called unless the
/// scene calls it; a selector naming one (`#selector(UIApplicationDelegate.
/// applicationDidEnterBackground(_:))`) compiles.
public protocol UIApplicationDelegate: AnyObject {
    var window: UIWindow? { get set }
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
}

extension UIApplicationDelegate {
    public var window: UIWindow? { get { UIWindow.canvas } set {} }
    public func application(_ application: UIApplication,
                            willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
}

extension UIApplication {
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = Self(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let remoteNotification = Self(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    }
}

/// UIScene and UIWindowScene: the app's one scene, holding the canvas.
open class UIScene: UIResponder {
    public enum ActivationState: Int, Sendable { case unattached = -1, foregroundActive, foregroundInactive, background }
    open var activationState: ActivationState { .foregroundActive }
    open var title: String! = ""
}

open class UIWindowScene: UIScene {
    nonisolated(unsafe) private static let instance = UIWindowScene()
    static var canvas: UIWindowScene? { UIWindow.canvas == nil ? nil : instance }

    open var windows: [UIWindow] { UIApplication.shared.windows }
    open var keyWindow: UIWindow? { UIWindow.canvas }
    open var screen: UIScreen { .main }
    open var interfaceOrientation: UIInterfaceOrientation { .portrait }
}

extension UIWindow {
    /// The canvas's window, once `scene(...)` made it.
    static var canvas: UIWindow? {
        SceneHost.stage.flatMap { SceneHost.handle(of: $0.root)?.delegate as? UIWindow }
    }
    public var windowScene: UIWindowScene? { isKeyWindow ? UIWindowScene.canvas : nil }
}
