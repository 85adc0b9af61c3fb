// UIKit's rect drawing functions, an image context begun through Apple's exact signature,
// the inert PDF context, and UIKit's NSCoder and NSValue geometry (UIGraphicsTests).
// White canvas, 100 x 100.
import UIKit
import LoaderAnim

let canvas = scene(title: "UIGraphics", width: 100, height: 100, background: .white, duration: 1)

/// Red, a blue 1-point frame inside (5, 5, 20, 20), a half-transparent green square that
/// replaces the red under it (UIRectFill copies), and a black strip clipped to the top 2 points.
final class RectsView: UIView {
    override func draw(_ rect: CGRect) {
        UIColor.red.setFill()
        UIRectFill(bounds)
        UIColor.blue.setFill()
        UIRectFrame(CGRect(x: 5, y: 5, width: 20, height: 20))
        UIColor(red: 0, green: 1, blue: 0, alpha: 0.5).setFill()
        UIRectFill(CGRect(x: 26, y: 26, width: 4, height: 4))
        UIRectClip(CGRect(x: 0, y: 0, width: 30, height: 2))
        UIColor.black.setFill()
        UIRectFill(bounds)
    }
}

// Without a current context they draw nothing.
UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
UIRectFrame(CGRect(x: 0, y: 0, width: 10, height: 10))

let rects = RectsView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
rects.isOpaque = false
canvas.view.addSubview(rects)

// A 20 x 20 image with a green frame, begun through Apple's signature (no file and line).
let begin: (CGSize, Bool, CGFloat) -> Void = UIGraphicsBeginImageContextWithOptions
begin(CGSize(width: 20, height: 20), false, 1)
UIColor.green.setFill()
UIRectFrameUsingBlendMode(CGRect(x: 0, y: 0, width: 20, height: 20), .normal)
let framed = UIGraphicsGetImageFromCurrentImageContext()
UIGraphicsEndImageContext()
let imageView = UIImageView(image: framed)
imageView.frame = CGRect(x: 60, y: 10, width: 20, height: 20)
canvas.view.addSubview(imageView)

// PDF: a context that keeps nothing, Letter size for an empty rect; no file is written.
let pdf = NSMutableData()
UIGraphicsBeginPDFContextToData(pdf, .zero, nil)
UIGraphicsBeginPDFPage()
UIRectFill(CGRect(x: 0, y: 0, width: 100, height: 100))
let bounds = UIGraphicsGetPDFContextBounds()
UIGraphicsEndPDFContext()
print("pdf", bounds.width, bounds.height, pdf.length, UIGraphicsGetCurrentContext() == nil,
      UIGraphicsBeginPDFContextToFile("/tmp/never.pdf", .zero, nil), UIGraphicsGetPDFContextBounds() == .zero)

// NSCoder: UIKit's strings, and a keyed archive's round trip (a missing key reads zero).
let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4.5)
let offset = UIOffset(horizontal: -1, vertical: 0.25)
let directional = NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8)
print("strings", NSCoder.string(for: insets), NSCoder.string(for: offset), NSCoder.string(for: directional))
let archiver = NSKeyedArchiver(requiringSecureCoding: false)
archiver.encode(insets, forKey: "insets")
archiver.encode(offset, forKey: "offset")
archiver.encode(directional, forKey: "directional")
archiver.finishEncoding()
let unarchiver = try! NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
unarchiver.requiresSecureCoding = false
print("coder", unarchiver.decodeUIEdgeInsets(forKey: "insets") == insets, unarchiver.decodeUIOffset(forKey: "offset") == offset,
      unarchiver.decodeDirectionalEdgeInsets(forKey: "directional") == directional,
      unarchiver.decodeUIEdgeInsets(forKey: "missing") == .zero, NSCoder.uiOffset(for: "{3, 4}") == UIOffset(horizontal: 3, vertical: 4))

// NSValue boxes, read back; a box of another kind reads zero.
let boxes = [NSValue(uiEdgeInsets: insets), NSValue(uiOffset: offset), NSValue(directionalEdgeInsets: directional)]
print("values", boxes[0].uiEdgeInsetsValue == insets, boxes[1].uiOffsetValue == offset, boxes[2].directionalEdgeInsetsValue == directional,
      boxes[1].uiEdgeInsetsValue == .zero, boxes[0].isEqual(NSValue(uiEdgeInsets: insets)), String(cString: boxes[1].objCType))

// A scroll view's guides: pinning a 100-tall content view to the content guide's edges and
// to the frame guide's width makes the content size; the frame guide follows the offset.
let scroll = UIScrollView(frame: CGRect(x: 0, y: 60, width: 40, height: 30))
canvas.view.addSubview(scroll)
let content = UIView()
content.translatesAutoresizingMaskIntoConstraints = false
scroll.addSubview(content)
NSLayoutConstraint.activate([
    content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
    content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
    content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
    content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
    content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
    content.heightAnchor.constraint(equalToConstant: 100),
])
scroll.layoutIfNeeded()
scroll.contentOffset = CGPoint(x: 0, y: 50)
print("guides", scroll.contentSize.width, scroll.contentSize.height, content.frame.width, content.frame.height,
      scroll.contentLayoutGuide.layoutFrame.height, scroll.frameLayoutGuide.layoutFrame.minY, scroll.frameLayoutGuide.layoutFrame.height)
scroll.setContentOffset(.zero, animated: true)
let gliding = scroll.isScrollAnimating
scroll.stopScrollingAndZooming()
print("glide", gliding, scroll.isScrollAnimating, scroll.contentOffset.y)
