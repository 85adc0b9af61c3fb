import UIKit
import LoaderAnim

// Images made in code shown as contents: a badge drawn with UIGraphicsImageRenderer at 30
// points and shown twice as large by an image view, beside the same badge as shape layers
// at the large size (the two must look alike at every --scale: the image is redrawn, not
// enlarged); and a picture composed in an image context from a file, the badge and text.
func badge(size: CGFloat) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    format.opaque = false
    return UIGraphicsImageRenderer(size: CGSize(width: size, height: size), format: format).image { ctx in
        UIColor(red: 0.2, green: 0.7, blue: 0.3, alpha: 1).setFill()
        ctx.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: size, height: size))
        let check = UIBezierPath()
        check.move(to: CGPoint(x: size * 0.27, y: size * 0.52))
        check.addLine(to: CGPoint(x: size * 0.43, y: size * 0.68))
        check.addLine(to: CGPoint(x: size * 0.73, y: size * 0.35))
        check.lineWidth = size * 0.1
        UIColor.white.setStroke()
        check.stroke()
    }
}

let canvas = scene(title: "Image contents", width: 140, height: 130, background: .white, duration: 1, fps: 10)

let small = badge(size: 30)
let imageView = UIImageView(image: small)
imageView.frame = CGRect(x: 5, y: 5, width: 60, height: 60)
canvas.view.addSubview(imageView)

// The same badge drawn by shape layers at 60 points.
let disc = CAShapeLayer()
disc.frame = CGRect(x: 75, y: 5, width: 60, height: 60)
disc.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 60, height: 60)).cgPath
disc.fillColor = UIColor(red: 0.2, green: 0.7, blue: 0.3, alpha: 1).cgColor
let tick = CAShapeLayer()
tick.frame = disc.bounds
let tickPath = UIBezierPath()
tickPath.move(to: CGPoint(x: 60 * 0.27, y: 60 * 0.52))
tickPath.addLine(to: CGPoint(x: 60 * 0.43, y: 60 * 0.68))
tickPath.addLine(to: CGPoint(x: 60 * 0.73, y: 60 * 0.35))
tick.path = tickPath.cgPath
tick.lineWidth = 6
tick.strokeColor = UIColor.white.cgColor
tick.fillColor = nil
disc.addSublayer(tick)
canvas.view.layer.addSublayer(disc)

// A file and the badge composed in an image context, then shown as a layer's contents.
let photo = UIImage(named: "assets/spinner.png")!
UIGraphicsBeginImageContextWithOptions(CGSize(width: 60, height: 50), false, 0)
photo.draw(in: CGRect(x: 0, y: 0, width: 60, height: 50))
small.draw(at: CGPoint(x: 30, y: 20))
"42%".draw(at: CGPoint(x: 2, y: 2), withAttributes: [.font: UIFont.boldSystemFont(ofSize: 12), .foregroundColor: UIColor.red])
let composed = UIGraphicsGetImageFromCurrentImageContext()!
UIGraphicsEndImageContext()
let picture = CALayer()
picture.frame = CGRect(x: 5, y: 75, width: 60, height: 50)
picture.contents = composed.cgImage
canvas.view.layer.addSublayer(picture)

print("badge \(small.size.width)x\(small.size.height) scale \(small.scale) pixels \(small.cgImage!.width)x\(small.cgImage!.height)")
print("photo \(photo.size.width)x\(photo.size.height) composed \(composed.size.width)x\(composed.size.height)")
print("contents is an image \(imageView.layer.contents is CGImage)")
