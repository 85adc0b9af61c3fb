@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics
import Foundation

/// UIScreen.main: the canvas is the screen. Its bounds are the canvas's and its scale the
/// render's --scale (both set when the scene starts); it is the only screen, never captured,
/// mirrored or dimmed, and refreshes at 60 Hz as an iPhone 15's display does.
open class UIScreen: NSObject, UICoordinateSpace {
    nonisolated(unsafe) public static let main = UIScreen()
    open var scale: CGFloat = 1
    open var nativeScale: CGFloat { scale }
    open var bounds: CGRect = .zero
    open var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
    open class var screens: [UIScreen] { [main] }
    open var coordinateSpace: UICoordinateSpace { self }
    open var fixedCoordinateSpace: UICoordinateSpace { self }
    /// The screen less the status bar: iOS's answer for a portrait app with a status bar.
    open var applicationFrame: CGRect { bounds }
    open var maximumFramesPerSecond: Int { 60 }

    /// A display link on the stage's refreshes, as CADisplayLink(target:selector:) makes.
    open func displayLink(withTarget target: Any, selector sel: Selector) -> CADisplayLink? {
        CADisplayLink(target: target, selector: sel)
    }

    /// A view showing the screen's contents: not drawn yet (an empty view the screen's size).
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView {
        MirrorDiagnostics.warnNotDrawn("UIScreen.snapshotView(afterScreenUpdates:)")
        return UIView(frame: bounds)
    }

    open class Mode: NSObject {
        public let size: CGSize
        public let pixelAspectRatio: CGFloat
        init(size: CGSize) {
            self.size = size
            pixelAspectRatio = 1
        }
    }

    public enum OverscanCompensation: Int, Sendable { case scale = 0, insetBounds = 1, none = 2 }
    public enum ReferenceDisplayModeStatus: Int, Sendable { case notSupported = 0, notEnabled, enabled, limited }

    // MARK: Inert
    open var availableModes: [Mode] { [Mode(size: nativeBounds.size)] }
    open var preferredMode: Mode? { availableModes.first }
    open var currentMode: Mode?
    open var overscanCompensation: OverscanCompensation = .scale
    open var overscanCompensationInsets: UIEdgeInsets { .zero }
    open var mirrored: UIScreen? { nil }
    open var isCaptured: Bool { false }
    open var brightness: CGFloat = 0.5
    open var wantsSoftwareDimming = false
    open var calibratedLatency: CFTimeInterval { 0 }
    open var currentEDRHeadroom: CGFloat { 1 }
    open var potentialEDRHeadroom: CGFloat { 1 }
    open var referenceDisplayModeStatus: ReferenceDisplayModeStatus { .notSupported }
    open var focusedItem: UIFocusItem? { nil }
    open var focusedView: UIView? { nil }
    open var supportsFocus: Bool { false }
    public static let didConnectNotification = Notification.Name("UIScreenDidConnectNotification")
    public static let didDisconnectNotification = Notification.Name("UIScreenDidDisconnectNotification")
    public static let modeDidChangeNotification = Notification.Name("UIScreenModeDidChangeNotification")
    public static let brightnessDidChangeNotification = Notification.Name("UIScreenBrightnessDidChangeNotification")
    public static let capturedDidChangeNotification = Notification.Name("UIScreenCapturedDidChangeNotification")
    public static let referenceDisplayModeStatusDidChangeNotification = Notification.Name("UIScreenReferenceDisplayModeStatusDidChangeNotification")
}

/// UICoordinateSpace: a space with bounds (UIScreen's coordinate spaces answer it).
public protocol UICoordinateSpace: AnyObject {
    var bounds: CGRect { get }
}

/// UIFocusItem: what holds focus on tvOS and with a keyboard; nothing does here.
public protocol UIFocusItem: AnyObject {}
