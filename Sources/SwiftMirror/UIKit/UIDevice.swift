import Foundation

/// UIDevice: an iPhone held upright, running iOS 17.5, the phone a scene renders for. Its
/// battery and proximity sensor are not monitored (iOS's answers when monitoring is off:
/// level −1, state unknown); the orientation notifications are never posted by the device.
open class UIDevice {
    nonisolated(unsafe) private static let instance = UIDevice()
    open class var current: UIDevice { instance }

    open var name: String { "iPhone" }
    open var model: String { "iPhone" }
    open var localizedModel: String { "iPhone" }
    open var systemName: String { "iOS" }
    open var systemVersion: String { "17.5" }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// Fixed, so that a scene that shows it renders the same bytes each time.
    open var identifierForVendor: UUID? { UUID(uuidString: "00000000-0000-4000-8000-000000000000") }
    open var isMultitaskingSupported: Bool { true }

    open var orientation: UIDeviceOrientation { .portrait }
    open private(set) var isGeneratingDeviceOrientationNotifications = false
    open func beginGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = true }
    open func endGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = false }

    public enum BatteryState: Int, Sendable { case unknown, unplugged, charging, full }
    open var isBatteryMonitoringEnabled = false
    open var batteryLevel: Float { -1 }
    open var batteryState: BatteryState { .unknown }
    open var isProximityMonitoringEnabled = false
    open var proximityState: Bool { false }
    open func playInputClick() {}

    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    public static let proximityStateDidChangeNotification = Notification.Name("UIDeviceProximityStateDidChangeNotification")
}

public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6
}

public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

public enum UIInterfaceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft = 4, landscapeRight = 3

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = Self(rawValue: 1 << 1)
    public static let landscapeLeft = Self(rawValue: 1 << 4)
    public static let landscapeRight = Self(rawValue: 1 << 3)
    public static let portraitUpsideDown = Self(rawValue: 1 << 2)
    public static let landscape: Self = [.landscapeLeft, .landscapeRight]
    public static let all: Self = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    public static let allButUpsideDown: Self = [.portrait, .landscapeLeft, .landscapeRight]
}

// UIKit's C functions, as Swift still imports them.
public func UIDeviceOrientationIsPortrait(_ orientation: UIDeviceOrientation) -> Bool { orientation.isPortrait }
public func UIDeviceOrientationIsLandscape(_ orientation: UIDeviceOrientation) -> Bool { orientation.isLandscape }
public func UIDeviceOrientationIsFlat(_ orientation: UIDeviceOrientation) -> Bool { orientation.isFlat }
public func UIDeviceOrientationIsValidInterfaceOrientation(_ orientation: UIDeviceOrientation) -> Bool {
    orientation.isValidInterfaceOrientation
}
public func UIInterfaceOrientationIsPortrait(_ orientation: UIInterfaceOrientation) -> Bool { orientation.isPortrait }
public func UIInterfaceOrientationIsLandscape(_ orientation: UIInterfaceOrientation) -> Bool { orientation.isLandscape }
