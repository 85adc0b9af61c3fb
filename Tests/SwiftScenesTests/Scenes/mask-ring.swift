import UIKit
import LoaderAnim

// A progress ring drawn the way KDCircularProgress draws its arc: the layer strokes its
// track, strokes the arc into an image context, turns that into a mask with makeImage(),
// clips to it with clip(to:mask:) and fills the clip with a gradient. The image is drawn
// in UIKit's flipped space and clip(to:mask:) flips it back (Core Graphics puts an image's
// first row at the rect's maxY), so the arc is stroked counterclockwise from the bottom to
// come out clockwise from the top. The track is filled and stroked by one drawPath call.
final class RingLayer: CALayer {
    @NSManaged var angle: Double
    var thickness: CGFloat = 10
    var trackColor = UIColor(white: 0.88, alpha: 1)
    var colors = [UIColor.orange, UIColor.red]
    var insideColor = UIColor(red: 1, green: 1, blue: 0.9, alpha: 1)

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "angle" ? true : super.needsDisplay(forKey: key)
    }

    override func draw(in ctx: CGContext) {
        UIGraphicsPushContext(ctx)
        let size = bounds.size
        let center = CGPoint(x: size.width / 2, y: size.height / 2)
        let radius = min(size.width, size.height) / 2 - thickness / 2

        ctx.addArc(center: center, radius: radius, startAngle: 0, endAngle: .pi * 2, clockwise: false)
        trackColor.set()
        ctx.setFillColor(insideColor.cgColor)
        ctx.setLineWidth(thickness)
        ctx.drawPath(using: .fillStroke)

        UIGraphicsBeginImageContextWithOptions(size, false, 0.0)
        let imageCtx = UIGraphicsGetCurrentContext()
        let from = CGFloat(90.0 * .pi / 180)
        let to = CGFloat((90.0 - angle) * .pi / 180)
        imageCtx?.addArc(center: center, radius: radius, startAngle: from, endAngle: to, clockwise: true)
        imageCtx?.setLineCap(.butt)
        imageCtx?.setLineWidth(thickness)
        imageCtx?.strokePath()
        let drawMask: CGImage = UIGraphicsGetCurrentContext()!.makeImage()!
        UIGraphicsEndImageContext()

        ctx.saveGState()
        ctx.clip(to: bounds, mask: drawMask)
        let space = CGColorSpaceCreateDeviceRGB()
        let gradient = CGGradient(colorsSpace: space, colors: colors.map(\.cgColor) as CFArray, locations: [0, 1])!
        ctx.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: size.height), options: [])
        ctx.restoreGState()
        UIGraphicsPopContext()
    }
}

final class RingView: UIView {
    override class var layerClass: AnyClass { RingLayer.self }
    var ring: RingLayer { layer as! RingLayer }

    func animate(toAngle: Double, duration: CFTimeInterval) {
        let animation = CABasicAnimation(keyPath: "angle")
        animation.fromValue = 0
        animation.toValue = toAngle
        animation.duration = duration
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        ring.angle = toAngle
        ring.add(animation, forKey: "angle")
    }
}

let canvas = scene(title: "Masked ring", width: 100, height: 100, background: .white, duration: 2, fps: 20)
let ring = RingView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
canvas.view.addSubview(ring)
ring.animate(toAngle: 360, duration: 2)
