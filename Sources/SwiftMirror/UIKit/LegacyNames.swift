@_spi(LoaderAnim) import LAQuartzCore

// UIKit's names as Swift 3 and 4.0 spelled them, before 4.2 nested them in their classes
// (UIViewAnimationOptions became UIView.AnimationOptions): the same types under the old names.

public typealias UIViewAnimationOptions = UIView.AnimationOptions
public typealias UIViewKeyframeAnimationOptions = UIView.KeyframeAnimationOptions
public typealias UIViewContentMode = UIView.ContentMode
public typealias NSAttributedStringKey = NSAttributedString.Key
public typealias UIActivityIndicatorViewStyle = UIActivityIndicatorView.Style
public typealias UILayoutConstraintAxis = NSLayoutConstraint.Axis
public typealias UIApplicationState = UIApplication.State
public typealias UIDeviceBatteryState = UIDevice.BatteryState
public typealias UIWindowLevel = UIWindow.Level

public let UIWindowLevelNormal = UIWindow.Level.normal
public let UIWindowLevelStatusBar = UIWindow.Level.statusBar
public let UIWindowLevelAlert = UIWindow.Level.alert

/// Swift 4.0's notification names, before 4.2 nested them in their classes.
extension NSNotification.Name {
    public static let UIApplicationDidBecomeActive = UIApplication.didBecomeActiveNotification
    public static let UIApplicationWillResignActive = UIApplication.willResignActiveNotification
    public static let UIApplicationDidEnterBackground = UIApplication.didEnterBackgroundNotification
    public static let UIApplicationWillEnterForeground = UIApplication.willEnterForegroundNotification
    public static let UIApplicationWillTerminate = UIApplication.willTerminateNotification
    public static let UIDeviceOrientationDidChange = UIDevice.orientationDidChangeNotification
}
