// loaderanim's CoreGraphics (the module LACoreGraphics, which a scene's `import
// CoreGraphics` loads): Foundation's CGFloat, CGPoint, CGSize and CGRect re-exported, never
// redeclared, and what Linux's Foundation lacks (CGAffineTransform, CGVector, CGColor,
// CGPath, CGContext) as handles over the engine's values. See docs/swift-scenes.md.
@_exported import Foundation
import Geometry

extension CGPoint {
    @_spi(LoaderAnim) public var point: Point { Point(x: Double(x), y: Double(y)) }
    @_spi(LoaderAnim) public init(_ p: Point) { self.init(x: p.x, y: p.y) }
}

extension CGSize {
    @_spi(LoaderAnim) public var size: Size { Size(width: Double(width), height: Double(height)) }
    @_spi(LoaderAnim) public init(_ s: Size) { self.init(width: s.width, height: s.height) }
}

extension CGRect {
    @_spi(LoaderAnim) public var rect: Rect { Rect(x: Double(origin.x), y: Double(origin.y), width: Double(size.width), height: Double(size.height)) }
    @_spi(LoaderAnim) public init(_ r: Rect) { self.init(x: r.minX, y: r.minY, width: r.width, height: r.height) }
}

/// CGVector: a direction and length (UIKit's spring velocity, dynamics).
public struct CGVector: Equatable, Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat
    public init() { dx = 0; dy = 0 }
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    public init(dx: Double, dy: Double) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    public init(dx: Int, dy: Int) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    public static let zero = CGVector()
}

// Core Foundation's names that loader code uses and Linux's Foundation does not have.
public typealias CFTimeInterval = Double
public typealias CFArray = [Any]
public typealias CFTypeRef = AnyObject

extension Float {
    /// The Double this Float prints as: Apple's API takes opacities, speeds and repeat
    /// counts as Floats, and `opacity = 0.3` means 0.3, not 0.30000001192092896, so a Swift
    /// scene gives the engine the number a Lua scene would.
    @_spi(LoaderAnim) public var decimal: Double { Double("\(self)") ?? Double(self) }
}
