// What UIKit derives from an image, drawn (ImageDrawingTests): a template image in the
// view's tint, withTintColor, a resizable image keeping its caps, an image turned by its
// orientation, animation images cycling on the scene clock (forever, and once), and the
// numbers of symbols, fonts, paths, colors and PNG data.
import UIKit
import LoaderAnim

let canvas = scene(title: "Image drawing", width: 200, height: 60, background: .white, duration: 1, fps: 20)

func square(_ color: UIColor, _ size: CGSize = CGSize(width: 20, height: 20)) -> UIImage {
    UIGraphicsImageRenderer(size: size).image { context in
        color.setFill()
        context.fill(CGRect(origin: .zero, size: size))
    }
}
func place(_ view: UIView, _ frame: CGRect) {
    view.frame = frame
    canvas.view.addSubview(view)
}

// A black square as a template, in the view's red tint; another tinted blue by the image.
let template = UIImageView(image: square(.black).withRenderingMode(.alwaysTemplate))
template.tintColor = .red
place(template, CGRect(x: 0, y: 0, width: 20, height: 20))
place(UIImageView(image: square(.black).withTintColor(.blue)), CGRect(x: 20, y: 0, width: 20, height: 20))

// 30 x 30: blue with a yellow middle (10...20), caps of 10, stretched to 90 x 30.
let framed = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30)).image { context in
    UIColor.blue.setFill()
    context.fill(CGRect(x: 0, y: 0, width: 30, height: 30))
    UIColor.yellow.setFill()
    context.fill(CGRect(x: 10, y: 10, width: 10, height: 10))
}
place(UIImageView(image: framed.resizableImage(withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))),
      CGRect(x: 40, y: 0, width: 90, height: 30))

// 20 x 10, red left half and blue right half, turned a quarter clockwise (.right): 10 x 20,
// red on top.
let halves = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { context in
    UIColor.red.setFill()
    context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    UIColor.blue.setFill()
    context.fill(CGRect(x: 10, y: 0, width: 10, height: 10))
}
let turned = UIImage(cgImage: halves.cgImage!, scale: 1, orientation: .right)
let turnedView = UIImageView(image: turned)
place(turnedView, CGRect(x: 140, y: 0, width: 10, height: 20))
print("oriented \(turned.size.width)x\(turned.size.height)", turned.imageOrientation == .right)

// Red, green, blue, a tenth of a second each, forever; and green once for 0.2 s over a gray image.
let cycling = UIImageView()
cycling.animationImages = [square(.red), square(.green), square(.blue)]
cycling.animationDuration = 0.3
place(cycling, CGRect(x: 0, y: 40, width: 20, height: 20))
cycling.startAnimating()
let once = UIImageView(image: square(.gray))
once.animationImages = [square(.green)]
once.animationDuration = 0.2
once.animationRepeatCount = 1
place(once, CGRect(x: 20, y: 40, width: 20, height: 20))
once.startAnimating()
DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { print("animating", once.isAnimating) }
DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { print("animating", once.isAnimating) }

let star = UIImage(systemName: "star")!
let big = UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30, weight: .bold))!
print("symbol \(star.size.width)x\(star.size.height) \(big.size.width)x\(big.size.height)", star.isSymbolImage)

let helvetica = UIFont(name: "Helvetica", size: 20)!
print("font", helvetica.capHeight, helvetica.xHeight, abs(helvetica.lineHeight - (helvetica.ascender - helvetica.descender)) < 1e-9,
      helvetica.leading)
print("families", UIFont.familyNames.contains("Helvetica"), UIFont.fontNames(forFamilyName: "Menlo"))
let bold = UIFont(descriptor: UIFont.systemFont(ofSize: 15).fontDescriptor.withSymbolicTraits(.traitBold)!, size: 0)
print("descriptor", bold.fontName, bold.pointSize, UIFont(descriptor: helvetica.fontDescriptor.withSymbolicTraits(.traitBold)!, size: 12).fontName)

let rings = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
rings.append(UIBezierPath(rect: CGRect(x: 25, y: 25, width: 50, height: 50)))
let nonzero = rings.contains(CGPoint(x: 50, y: 50))
rings.usesEvenOddFillRule = true
let corner = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), byRoundingCorners: .topLeft,
                          cornerRadii: CGSize(width: 10, height: 10))
print("path", nonzero, rings.contains(CGPoint(x: 50, y: 50)), corner.contains(CGPoint(x: 1, y: 1)), corner.contains(CGPoint(x: 1, y: 39)))
let line = UIBezierPath()
line.move(to: .zero)
line.addLine(to: CGPoint(x: 10, y: 0))
line.addLine(to: CGPoint(x: 10, y: 10))
let back = line.reversing()
print("reversed", back.currentPoint.x, back.currentPoint.y)
line.setLineDash([4, 2], count: 2, phase: 1)
var pattern = [CGFloat](repeating: 0, count: 2), count = 0, phase: CGFloat = 0
line.getLineDash(&pattern, count: &count, phase: &phase)
print("dash", count, pattern, phase)

print("colors", UIColor.link == UIColor.systemBlue, UIColor(named: "Brand") == nil)
let png = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2)).pngData { context in
    UIColor.red.setFill()
    context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
}
let decoded = UIImage(data: png)!
print("png", png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(decoded.size.width)x\(decoded.size.height)")
