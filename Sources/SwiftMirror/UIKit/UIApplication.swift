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

    // MARK: Inert
    open var statusBarStyle: UIStatusBarStyle = .default
    open func setStatusBarStyle(_ statusBarStyle: UIStatusBarStyle, animated: Bool) { self.statusBarStyle = statusBarStyle }
    open func setStatusBarHidden(_ hidden: Bool, with animation: UIStatusBarAnimation) {}
    open func setStatusBarHidden(_ hidden: Bool, animated: Bool) {}
    open func setStatusBarOrientation(_ interfaceOrientation: UIInterfaceOrientation, animated: Bool) {}
    open var statusBarOrientationAnimationDuration: TimeInterval { 0.3 }
    open func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask { .allButUpsideDown }
    open var preferredContentSizeCategory: UIContentSizeCategory { .large }
    open var applicationSupportsShakeToEdit = true
    open var isProximitySensingEnabled = false
    open var isProtectedDataAvailable: Bool { true }
    open var isRegisteredForRemoteNotifications: Bool { false }
    open var backgroundRefreshStatus: UIBackgroundRefreshStatus { .available }
    open var alternateIconName: String? { nil }
    open func setAlternateIconName(_ alternateIconName: String?, completionHandler: ((Error?) -> Void)? = nil) { completionHandler?(nil) }
    open var shortcutItems: [UIApplicationShortcutItem]?
    open var supportsMultipleScenes: Bool { false }
    open var openSessions: Set<UISceneSession> { [] }
    open func sendEvent(_ event: UIEvent) {}
    open func openURL(_ url: URL) -> Bool { false }
    open func beginBackgroundTask(expirationHandler handler: (() -> Void)? = nil) -> UIBackgroundTaskIdentifier { .invalid }
    open func beginBackgroundTask(withName taskName: String?, expirationHandler handler: (() -> Void)? = nil) -> UIBackgroundTaskIdentifier { .invalid }
    open func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {}
    open func setMinimumBackgroundFetchInterval(_ minimumBackgroundFetchInterval: TimeInterval) {}
    open func setKeepAliveTimeout(_ timeout: TimeInterval, handler keepAliveHandler: (() -> Void)? = nil) -> Bool { false }
    open func clearKeepAliveTimeout() {}
    open func beginReceivingRemoteControlEvents() {}
    open func endReceivingRemoteControlEvents() {}
    open func setNewsstandIconImage(_ image: UIImage?) {}
    open func registerForRemoteNotifications(matching types: UIRemoteNotificationType) {}
    open func enabledRemoteNotificationTypes() -> UIRemoteNotificationType { [] }
    open func registerUserNotificationSettings(_ notificationSettings: UIUserNotificationSettings) {}
    open var currentUserNotificationSettings: UIUserNotificationSettings? { nil }
    open func scheduleLocalNotification(_ notification: UILocalNotification) {}
    open func presentLocalNotificationNow(_ notification: UILocalNotification) {}
    open func cancelLocalNotification(_ notification: UILocalNotification) {}
    open func cancelAllLocalNotifications() {}
    open var scheduledLocalNotifications: [UILocalNotification]?
    open func extendStateRestoration() {}
    open func completeStateRestoration() {}
    open func ignoreSnapshotOnNextApplicationLaunch() {}
    open class func registerObject(forStateRestoration object: UIStateRestoring, restorationIdentifier: String) {}
    open func activateSceneSession(for request: UISceneSessionActivationRequest, errorHandler: ((Error) -> Void)? = nil) {}
    open func requestSceneSessionActivation(_ sceneSession: UISceneSession?, userActivity: NSUserActivity?, options: UIScene.ActivationRequestOptions?, errorHandler: ((Error) -> Void)? = nil) {}
    open func requestSceneSessionDestruction(_ sceneSession: UISceneSession, options: UISceneDestructionRequestOptions?, errorHandler: ((Error) -> Void)? = nil) {}
    open func requestSceneSessionRefresh(_ sceneSession: UISceneSession) {}
    public static let backgroundFetchIntervalMinimum: TimeInterval = 0
    public static let backgroundFetchIntervalNever: TimeInterval = .greatestFiniteMagnitude
    public static let openSettingsURLString = "app-settings:"
    public static let openNotificationSettingsURLString = "app-settings:notifications"
    public static let statusBarOrientationUserInfoKey = "UIApplicationStatusBarOrientationUserInfoKey"
    public static let statusBarFrameUserInfoKey = "UIApplicationStatusBarFrameUserInfoKey"
    public static let backgroundRefreshStatusDidChangeNotification = Notification.Name("UIApplicationBackgroundRefreshStatusDidChangeNotification")
    public static let protectedDataWillBecomeUnavailableNotification = Notification.Name("UIApplicationProtectedDataWillBecomeUnavailable")
    public static let protectedDataDidBecomeAvailableNotification = Notification.Name("UIApplicationProtectedDataDidBecomeAvailable")
    public static let willChangeStatusBarOrientationNotification = Notification.Name("UIApplicationWillChangeStatusBarOrientationNotification")
    public static let didChangeStatusBarOrientationNotification = Notification.Name("UIApplicationDidChangeStatusBarOrientationNotification")
    public static let willChangeStatusBarFrameNotification = Notification.Name("UIApplicationWillChangeStatusBarFrameNotification")
    public static let didChangeStatusBarFrameNotification = Notification.Name("UIApplicationDidChangeStatusBarFrameNotification")

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
/// applicationDidEnterBackground(_:))`) compiles. `window` is read through the protocol as
/// Objective-C's optional property reads, doubly optional (`delegate?.window??.rootViewController`);
/// an app delegate's own `var window: UIWindow?` is its own, and the protocol's answer is the canvas's.
public protocol UIApplicationDelegate: AnyObject {
    var window: UIWindow?? { get }
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    // MARK: Inert
    func applicationDidFinishLaunching(_ application: UIApplication)
    func applicationSignificantTimeChange(_ application: UIApplication)
    func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication)
    func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication)
    func applicationShouldRequestHealthAuthorization(_ application: UIApplication)
    func applicationShouldAutomaticallyLocalizeKeyCommands(_ application: UIApplication) -> Bool
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
    func application(_ application: UIApplication, handleOpen url: URL) -> Bool
    func application(_ application: UIApplication, open url: URL, sourceApplication: String?, annotation: Any) -> Bool
    func application(_ application: UIApplication, willChangeStatusBarOrientation newStatusBarOrientation: UIInterfaceOrientation, duration: TimeInterval)
    func application(_ application: UIApplication, didChangeStatusBarOrientation oldStatusBarOrientation: UIInterfaceOrientation)
    func application(_ application: UIApplication, willChangeStatusBarFrame newStatusBarFrame: CGRect)
    func application(_ application: UIApplication, didChangeStatusBarFrame oldStatusBarFrame: CGRect)
    func application(_ application: UIApplication, didRegister notificationSettings: UIUserNotificationSettings)
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error)
    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any])
    func application(_ application: UIApplication, didReceive notification: UILocalNotification)
    func application(_ application: UIApplication, handleActionWithIdentifier identifier: String?, for notification: UILocalNotification, completionHandler: @escaping () -> Void)
    func application(_ application: UIApplication, handleActionWithIdentifier identifier: String?, forRemoteNotification userInfo: [AnyHashable: Any], withResponseInfo responseInfo: [AnyHashable: Any], completionHandler: @escaping () -> Void)
    func application(_ application: UIApplication, handleActionWithIdentifier identifier: String?, forRemoteNotification userInfo: [AnyHashable: Any], completionHandler: @escaping () -> Void)
    func application(_ application: UIApplication, handleActionWithIdentifier identifier: String?, for notification: UILocalNotification, withResponseInfo responseInfo: [AnyHashable: Any], completionHandler: @escaping () -> Void)
    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any], fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)
    func application(_ application: UIApplication, performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)
    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void)
    func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String, completionHandler: @escaping () -> Void)
    func application(_ application: UIApplication, handleWatchKitExtensionRequest userInfo: [AnyHashable: Any]?, reply: @escaping ([AnyHashable: Any]?) -> Void)
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask
    func application(_ application: UIApplication, shouldAllowExtensionPointIdentifier extensionPointIdentifier: UIApplication.ExtensionPointIdentifier) -> Bool
    func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController?
    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool
    func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder)
    func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder)
    func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool
    func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool
    func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool
    func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool
    func application(_ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String, error: Error)
    func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity)
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
    public var window: UIWindow?? { .some(UIWindow.canvas) }

    // MARK: Inert
    // Nothing launches the app or sends it events: the mirror calls none of these.
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    public func applicationDidFinishLaunching(_ application: UIApplication) { }
    public func applicationSignificantTimeChange(_ application: UIApplication) { }
    public func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication) { }
    public func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication) { }
    public func applicationShouldRequestHealthAuthorization(_ application: UIApplication) { }
    public func applicationShouldAutomaticallyLocalizeKeyCommands(_ application: UIApplication) -> Bool { true }
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool { false }
    public func application(_ application: UIApplication, handleOpen url: URL) -> Bool { false }
    public func application(_ application: UIApplication, open url: URL, sourceApplication: String?, annotation: Any) -> Bool { false }
    public func application(_ application: UIApplication, willChangeStatusBarOrientation newStatusBarOrientation: UIInterfaceOrientation, duration: TimeInterval) { }
    public func application(_ application: UIApplication, didChangeStatusBarOrientation oldStatusBarOrientation: UIInterfaceOrientation) { }
    public func application(_ application: UIApplication, willChangeStatusBarFrame newStatusBarFrame: CGRect) { }
    public func application(_ application: UIApplication, didChangeStatusBarFrame oldStatusBarFrame: CGRect) { }
    public func application(_ application: UIApplication, didRegister notificationSettings: UIUserNotificationSettings) { }
    public func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) { }
    public func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error) { }
    public func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) { }
    public func application(_ application: UIApplication, didReceive notification: UILocalNotification) { }
    public func application(_ application: UIApplication, handleActionWithIdentifier identifier: String?, for notification: UILocalNotification, completionHandler: @escaping () -> Void) { }
    public func application(_ application: UIApplication, handleActionWithIdentifier identifier: String?, forRemoteNotification userInfo: [AnyHashable: Any], withResponseInfo responseInfo: [AnyHashable: Any], completionHandler: @escaping () -> Void) { }
    public func application(_ application: UIApplication, handleActionWithIdentifier identifier: String?, forRemoteNotification userInfo: [AnyHashable: Any], completionHandler: @escaping () -> Void) { }
    public func application(_ application: UIApplication, handleActionWithIdentifier identifier: String?, for notification: UILocalNotification, withResponseInfo responseInfo: [AnyHashable: Any], completionHandler: @escaping () -> Void) { }
    public func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any], fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) { }
    public func application(_ application: UIApplication, performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) { }
    public func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) { }
    public func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String, completionHandler: @escaping () -> Void) { }
    public func application(_ application: UIApplication, handleWatchKitExtensionRequest userInfo: [AnyHashable: Any]?, reply: @escaping ([AnyHashable: Any]?) -> Void) { }
    public func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask { .allButUpsideDown }
    public func application(_ application: UIApplication, shouldAllowExtensionPointIdentifier extensionPointIdentifier: UIApplication.ExtensionPointIdentifier) -> Bool { true }
    public func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? { nil }
    public func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { false }
    public func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { false }
    public func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) { }
    public func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) { }
    public func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool { false }
    public func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool { false }
    public func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool { false }
    public func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool { false }
    public func application(_ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String, error: Error) { }
    public func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity) { }
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration { UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role) }
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) { }
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
