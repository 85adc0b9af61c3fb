// `import LoaderAnim`: what a Swift scene's main.swift calls to declare its canvas and its
// parameters, as a Lua scene's `scene { ... }` and `param(...)` do.
@_exported import LAUIKit
@_spi(LoaderAnim) import LAUIKit
@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics
import Layers
@_implementationOnly import Scene

/// How long a scene is: seconds, until its animations are done, or its seamless loop.
public struct SceneLength: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
    enum Kind: Sendable { case seconds(Double), untilDone, loop }
    let kind: Kind
    public init(floatLiteral value: Double) { kind = .seconds(value) }
    public init(integerLiteral value: Int) { kind = .seconds(Double(value)) }
    public static func seconds(_ value: Double) -> SceneLength { SceneLength(kind: .seconds(value)) }
    /// Until the last finite animation and callback are done, plus `hold`.
    public static let untilDone = SceneLength(kind: .untilDone)
    /// The least common multiple of what repeats forever.
    public static let loop = SceneLength(kind: .loop)
    init(kind: Kind) { self.kind = kind }
}

/// The scene's canvas: `view` is a UIView the size of the scene, `layer` its root layer.
public final class SceneCanvas {
    public let view: UIView
    public var layer: CALayer { view.layer }
    public var width: CGFloat { view.bounds.width }
    public var height: CGFloat { view.bounds.height }
    init(view: UIView) { self.view = view }

    /// Shows a view controller on the canvas, as a window shows its rootViewController: its
    /// view is loaded (loadView(), viewDidLoad()), takes the canvas's bounds (its subviews
    /// autoresize) and joins the window (viewWillAppear(_:)); the layout pass at the end of
    /// the turn lays it out (viewWillLayoutSubviews(), constraints, viewDidLayoutSubviews()),
    /// then viewDidAppear(_:) runs, at the same scene time. Showing another replaces it
    /// (viewWillDisappear(_:), viewDidDisappear(_:)).
    public func show(_ viewController: UIViewController) {
        (view as? UIWindow)?.rootViewController = viewController
    }

    /// Taps `view` at `time` seconds of scene time, as a finger would: a control highlights
    /// and sends `.touchDown`, then unhighlights and sends `.touchUpInside` (a button then
    /// `.primaryActionTriggered`), through the targets added with addTarget(_:action:for:);
    /// a view that overrides touchesBegan/touchesEnded gets them. Both happen in one turn of
    /// the scene clock, at `time`; what the actions change shows from that frame on. A
    /// disabled control, or a view hidden or out of the canvas then, ignores the tap.
    public func tap(_ view: UIView, at time: Double, file: StaticString = #fileID, line: UInt = #line) {
        MirrorDiagnostics.at(file, line) {
            guard time.isFinite, time >= 0 else { MirrorDiagnostics.fail("canvas.tap(_:at: \(time)): the time is seconds >= 0") }
            SceneHost.requireStage("canvas.tap").at(time) { [view] stage in
                SceneHost.callback { view.tapWithOneFinger(at: stage.now) }
            }
        }
    }
}

/// Declares the scene: its canvas in points and the defaults the command line overrides
/// (--width, --height, --fps, --scale, --duration). Call it once, before making views or
/// layers. `summary` is the one line `loaderanim list` shows, as a Lua scene's.
@discardableResult
public func scene(title: String = "", summary: String = "", width: CGFloat, height: CGFloat, background: UIColor? = .white,
                  scale: CGFloat = 1, duration: SceneLength = .untilDone, fps: Double? = nil, hold: Double = 0) -> SceneCanvas {
    ProgramState.shared.declareScene(title: title, summary: summary, width: Double(width), height: Double(height),
                                     background: background, scale: Double(scale), duration: duration, fps: fps, hold: hold)
}

/// `scene(..., duration: period)` with a `Double` (or `CGFloat`) the scene computed: seconds.
/// Disfavored, so that a literal still reads as a `SceneLength`.
@_disfavoredOverload @discardableResult
public func scene(title: String = "", summary: String = "", width: CGFloat, height: CGFloat, background: UIColor? = .white,
                  scale: CGFloat = 1, duration: Double, fps: Double? = nil, hold: Double = 0) -> SceneCanvas {
    scene(title: title, summary: summary, width: width, height: height, background: background, scale: scale,
          duration: .seconds(duration), fps: fps, hold: hold)
}

// Parameters. Each takes the options a Lua scene's `param(name, default, help, { ... })`
// takes where they apply: `min` and `max` bound a number (each number of an array), and
// `choices` lists the words a string may be. `--set` values outside them are errors.

/// A parameter `--set name=value` changes and `loaderanim params` lists: its value, the
/// override if there is one, else `defaultValue`.
public func param(_ name: String, _ defaultValue: Double, _ help: String = "", min: Double? = nil, max: Double? = nil) -> Double {
    ProgramState.shared.declare(name, .number, .number(defaultValue), help, min: min, max: max).number ?? defaultValue
}

public func param(_ name: String, _ defaultValue: CGFloat, _ help: String = "", min: Double? = nil, max: Double? = nil) -> CGFloat {
    CGFloat(param(name, Double(defaultValue), help, min: min, max: max))
}

public func param(_ name: String, _ defaultValue: Int, _ help: String = "", min: Double? = nil, max: Double? = nil) -> Int {
    Int(ProgramState.shared.declare(name, .integer, .number(Double(defaultValue)), help, min: min, max: max).number
        ?? Double(defaultValue))
}

public func param(_ name: String, _ defaultValue: Bool, _ help: String = "") -> Bool {
    guard case .boolean(let value) = ProgramState.shared.declare(name, .boolean, .boolean(defaultValue), help) else { return defaultValue }
    return value
}

public func param(_ name: String, _ defaultValue: String, _ help: String = "", choices: [String]? = nil) -> String {
    let value = ProgramState.shared.declare(name, .string, .text(defaultValue), help, choices: choices)
    guard case .text(let text) = value else { return defaultValue }
    return text
}

/// A color parameter: `--set tint=systemRed` or `#FF3B30` or `rgb(255, 59, 48)`.
public func param(_ name: String, _ defaultValue: UIColor, _ help: String = "") -> UIColor {
    let value = ProgramState.shared.declare(name, .color, .text(defaultValue.parameterText), help)
    return ProgramState.color(value) ?? defaultValue
}

public func param(_ name: String, _ defaultValue: CGPoint, _ help: String = "") -> CGPoint {
    let value = ProgramState.shared.declare(name, .point, .point(Double(defaultValue.x), Double(defaultValue.y)), help)
    guard case .point(let x, let y) = value else { return defaultValue }
    return CGPoint(x: x, y: y)
}

/// An image parameter: `--set image=photo.jpg` names a PNG or JPEG (relative to the
/// current folder, as for a Lua scene); the default is usually `UIImage(named:)!` beside the
/// scene.
public func param(_ name: String, _ defaultValue: UIImage, _ help: String = "") -> UIImage {
    let value = ProgramState.shared.declare(name, .image, .text(defaultValue.imagePath), help)
    guard case .text(let path) = value, path != defaultValue.imagePath else { return defaultValue }
    return UIImage(contentsOfFile: path) ?? defaultValue
}

public func param(_ name: String, _ defaultValue: [Double], _ help: String = "", min: Double? = nil, max: Double? = nil) -> [Double] {
    let value = ProgramState.shared.declare(name, .array(.number), .array(defaultValue.map { .number($0) }), help, min: min, max: max)
    guard case .array(let items) = value else { return defaultValue }
    return items.compactMap(\.number)
}

/// An array of arrays of numbers, such as [time, value] pairs: `--set progress=[[0.5,0.2],[1,1]]`.
public func param(_ name: String, _ defaultValue: [[Double]], _ help: String = "", min: Double? = nil, max: Double? = nil) -> [[Double]] {
    let value = ProgramState.shared.declare(name, .array(.array(.number)),
                                            .array(defaultValue.map { .array($0.map { .number($0) }) }), help, min: min, max: max)
    guard case .array(let rows) = value else { return defaultValue }
    return rows.map { row in
        guard case .array(let items) = row else { return [] }
        return items.compactMap(\.number)
    }
}

public func param(_ name: String, _ defaultValue: [UIColor], _ help: String = "") -> [UIColor] {
    let value = ProgramState.shared.declare(name, .array(.color), .array(defaultValue.map { .text($0.parameterText) }), help)
    guard case .array(let items) = value else { return defaultValue }
    let colors = items.compactMap(ProgramState.color)
    return colors.count == items.count ? colors : defaultValue
}

extension UIColor {
    /// How `loaderanim params` shows the color: its UIKit name (red, systemGreen) when it is
    /// one of UIKit's named colors, else its hex (#RRGGBB when opaque).
    var parameterText: String {
        if let colorName { return colorName }
        let hex = engineColor.hexString
        return engineColor.alpha == 1 && hex.count == 9 ? String(hex.prefix(7)) : hex
    }
}
