import Foundation

// The types UIApplication's and its delegate's inert members name: background tasks,
// notifications of the pre-iOS 10 API, home-screen shortcuts, scene sessions. A scene's
// app never goes to the background, gets a notification or opens another scene.

public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let invalid = Self(rawValue: 0)
}

public enum UIBackgroundRefreshStatus: Int, Sendable { case restricted, denied, available }
public enum UIBackgroundFetchResult: UInt, Sendable { case newData, noData, failed }

public struct UIRemoteNotificationType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = Self(rawValue: 1 << 0), sound = Self(rawValue: 1 << 1)
    public static let alert = Self(rawValue: 1 << 2), newsstandContentAvailability = Self(rawValue: 1 << 3)
}

public struct UIUserNotificationType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = Self(rawValue: 1 << 0), sound = Self(rawValue: 1 << 1), alert = Self(rawValue: 1 << 2)
}

open class UIUserNotificationSettings: NSObject {
    open private(set) var types: UIUserNotificationType
    public init(types: UIUserNotificationType, categories: Set<AnyHashable>?) { self.types = types }
}

open class UILocalNotification: NSObject {
    open var fireDate: Foundation.Date?
    open var alertBody: String?
    open var alertTitle: String?
    open var applicationIconBadgeNumber = 0
    open var userInfo: [AnyHashable: Any]?
}

open class UIApplicationShortcutItem: NSObject {
    open private(set) var type: String
    open private(set) var localizedTitle: String
    open private(set) var userInfo: [String: NSSecureCoding]?
    public init(type: String, localizedTitle: String) {
        self.type = type
        self.localizedTitle = localizedTitle
    }
}

/// An object state restoration registers (registerObject(forStateRestoration:...)).
public protocol UIStateRestoring: AnyObject {}

/// A scene's session, configuration and requests: the app has one scene, the canvas.
open class UISceneSession: NSObject {
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let windowApplication = Self(rawValue: "UIWindowSceneSessionRoleApplication")
    }
    open var role: Role { .windowApplication }
    open var persistentIdentifier: String { "canvas" }
    open var userInfo: [String: Any]?
    open weak var scene: UIScene?
}

open class UISceneConfiguration: NSObject {
    open var name: String?
    open var role: UISceneSession.Role
    open var delegateClass: AnyClass?
    open var sceneClass: AnyClass?
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
    }
}

/// A request for a new scene (iOS 17): kept, never granted (the canvas is the one scene).
open class UISceneSessionActivationRequest: NSObject {
    public let role: UISceneSession.Role
    public let session: UISceneSession?
    open var userActivity: NSUserActivity?
    open var options: UIScene.ActivationRequestOptions?
    public init(role: UISceneSession.Role = .windowApplication, userActivity: NSUserActivity? = nil,
                options: UIScene.ActivationRequestOptions? = nil) {
        self.role = role
        session = nil
        self.userActivity = userActivity
        self.options = options
    }
    public init(session: UISceneSession, userActivity: NSUserActivity? = nil, options: UIScene.ActivationRequestOptions? = nil) {
        role = session.role
        self.session = session
        self.userActivity = userActivity
        self.options = options
    }
}
open class UISceneDestructionRequestOptions: NSObject {}

extension UIScene {
    open class ActivationRequestOptions: NSObject {}
    open class ConnectionOptions: NSObject {
        open var urlContexts: Set<AnyHashable> { [] }
        open var userActivities: Set<NSUserActivity> { [] }
        open var shortcutItem: UIApplicationShortcutItem? { nil }
    }
}

extension UIApplication {
    public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let sourceApplication = Self(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        public static let annotation = Self(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        public static let openInPlace = Self(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }

    public struct ExtensionPointIdentifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let keyboard = Self(rawValue: "com.apple.keyboard-service")
    }
}

/// UIKit's C entry point: a scene is not launched through it, so it returns at once.
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 { 0 }

/// Saving to the photo library: a scene has none; the completion selector is not called.
public func UIImageWriteToSavedPhotosAlbum(_ image: UIImage, _ completionTarget: Any?, _ completionSelector: Selector?,
                                          _ contextInfo: UnsafeMutableRawPointer?) {}
public func UISaveVideoAtPathToSavedPhotosAlbum(_ videoPath: String, _ completionTarget: Any?, _ completionSelector: Selector?,
                                               _ contextInfo: UnsafeMutableRawPointer?) {}
public func UIVideoAtPathIsCompatibleWithSavedPhotosAlbum(_ videoPath: String) -> Bool { false }
