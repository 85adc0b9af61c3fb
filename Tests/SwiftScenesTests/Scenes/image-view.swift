// An image view as a loader shows its picture: UIImageView(image:) takes the picture's
// size, sizeToFit keeps it, contentMode fits it into another frame, and the highlighted
// image shows while isHighlighted (set at 0.5 s).
import UIKit
import LoaderAnim

let canvas = scene(title: "Image view", width: 100, height: 80, background: .white, duration: 1, fps: 10)

let logo = UIImageView(image: UIImage(named: "assets/spinner"), highlightedImage: UIImage(contentsOfFile: "assets/spinner.jpg"))
print("made \(logo.frame.width)x\(logo.frame.height), intrinsic \(logo.intrinsicContentSize.width)x\(logo.intrinsicContentSize.height)")
logo.frame = CGRect(x: 10, y: 10, width: 80, height: 40)
logo.contentMode = .scaleAspectFit
logo.layer.name = "logo"
canvas.view.addSubview(logo)
logo.sizeToFit()
print("fitted \(logo.frame.minX),\(logo.frame.minY) \(logo.frame.width)x\(logo.frame.height)")
logo.frame = CGRect(x: 10, y: 10, width: 80, height: 40)
DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { logo.isHighlighted = true }
