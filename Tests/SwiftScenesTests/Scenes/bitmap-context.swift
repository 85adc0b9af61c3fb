// Bitmap contexts, images made of pixels, cropping, masking, render(in:) and CGPath's
// stroking, as iOS code writes them (BitmapContextTests). White canvas, 100 x 100.
import UIKit
import LoaderAnim

let canvas = scene(title: "Bitmap context", width: 100, height: 100, background: .white, duration: 1)

func show(_ image: CGImage?, at frame: CGRect) {
    let layer = CALayer()
    layer.frame = frame
    layer.contents = image
    canvas.view.layer.addSublayer(layer)
}

// 1. A 20 x 20 RGBA context (y up): red over y 0...10, the bottom half of the image.
let rgb = CGColorSpaceCreateDeviceRGB()
let context = CGContext(data: nil, width: 20, height: 20, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
let half = context.makeImage()!
show(half, at: CGRect(x: 10, y: 10, width: 20, height: 20))
print("context", context.width, context.height, context.bytesPerRow, context.bitsPerPixel, context.alphaInfo.rawValue,
      half.width, half.bitsPerComponent, half.alphaInfo.rawValue)
print("unsupported", CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 16, bytesPerRow: 0, space: rgb,
                               bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)

// 2. Four pixels from bytes, rows top first: blue, green / black, yellow.
let bytes: [UInt8] = [0, 0, 255, 255, 0, 255, 0, 255, 0, 0, 0, 255, 255, 255, 0, 255]
let quad = CGImage(width: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8, space: rgb,
                   bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
                   provider: CGDataProvider(data: Data(bytes) as CFData)!, decode: nil, shouldInterpolate: false,
                   intent: .defaultIntent)!
show(quad, at: CGRect(x: 40, y: 10, width: 20, height: 20))

// 3. A red square through a gray mask, white on the left, black on the right.
let solid = CGContext(data: nil, width: 20, height: 20, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                      bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
solid.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
solid.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
let gray = CGImage(width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 2, space: CGColorSpaceCreateDeviceGray(),
                   bitmapInfo: [], provider: CGDataProvider(data: Data([255, 0]) as CFData)!, decode: nil,
                   shouldInterpolate: false, intent: .defaultIntent)!
show(solid.makeImage()!.masking(gray), at: CGRect(x: 70, y: 10, width: 20, height: 20))

// 4. The top right pixel of the four, cropped.
let green = quad.cropping(to: CGRect(x: 1, y: 0, width: 1, height: 1))!
show(green, at: CGRect(x: 10, y: 40, width: 20, height: 20))
print("cropped", green.width, green.height)

// 5. A layer tree rendered into a flipped bitmap context: blue, a red quarter at the bottom right.
let tree = CALayer()
tree.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
tree.backgroundColor = UIColor.blue.cgColor
let corner = CALayer()
corner.frame = CGRect(x: 10, y: 10, width: 10, height: 10)
corner.backgroundColor = UIColor.red.cgColor
tree.addSublayer(corner)
let snapshot = CGContext(data: nil, width: 20, height: 20, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                         bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
snapshot.translateBy(x: 0, y: 20)
snapshot.scaleBy(x: 1, y: -1)
tree.render(in: snapshot)
show(snapshot.makeImage(), at: CGRect(x: 40, y: 40, width: 20, height: 20))
print("ctm", snapshot.ctm.d, snapshot.ctm.ty)

// 6. A line's stroke, 4 wide, as a path filled in black: y 3...7 of a 20 x 10 layer.
let line = CGMutablePath()
line.move(to: CGPoint(x: 0, y: 5))
line.addLine(to: CGPoint(x: 20, y: 5))
let outline = line.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
let shape = CAShapeLayer()
shape.frame = CGRect(x: 70, y: 40, width: 20, height: 10)
shape.path = outline
shape.fillColor = UIColor.black.cgColor
canvas.view.layer.addSublayer(shape)
let box = outline.boundingBoxOfPath
print("stroke", outline.contains(CGPoint(x: 10, y: 6)), outline.contains(CGPoint(x: 10, y: 8)), box.minX, box.minY, box.width, box.height)

// Paths, coders, springs.
var rect = CGRect.zero
print("rect", CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil).isRect(&rect), rect.minX, rect.minY,
      rect.width, rect.height, line.isRect(nil))
let dashed = line.copy(dashingWithPhase: 0, lengths: [5, 5])
var moves = 0
dashed.applyWithBlock { if $0.pointee.type == .moveToPoint { moves += 1 } }
print("dashes", moves, dashed.boundingBoxOfPath.minX, dashed.boundingBoxOfPath.maxX)
let ring = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
print("contains", ring.contains(CGPoint(x: 5, y: 5)), ring.contains(CGPoint(x: 0.5, y: 0.5)))
print("coder", NSCoder.string(for: CGRect(x: 1, y: 2, width: 3, height: 4.5)), NSCoder.cgPoint(for: "{7, 8}").x, NSCoder.cgPoint(for: "{7, 8}").y)
let spring = CASpringAnimation(perceptualDuration: 1, bounce: 0.5)
print("spring", spring.mass, (spring.stiffness * 1000).rounded() / 1000, (spring.damping * 1000).rounded() / 1000,
      (spring.perceptualDuration * 1000).rounded() / 1000, (spring.bounce * 1000).rounded() / 1000)
