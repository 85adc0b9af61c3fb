// A label that animates its dots, as iOS code writes it: a UILabel sized with sizeToFit(),
// centered, and a Timer that appends a dot every 0.4 s ("Loading", "Loading.", ...,
// "Loading...", then "Loading" again). A second label, multi-line and centered, wraps at
// its width; a third, too narrow for its text, truncates its tail.
import UIKit
import LoaderAnim

let canvas = scene(title: "Loading label", width: 160, height: 100, background: .white, duration: 1.6, fps: 25)

let label = UILabel()
label.text = "Loading..."
label.font = .systemFont(ofSize: 17)
label.textColor = .darkGray
label.sizeToFit()                        // as wide as the longest text, so it never jumps
print("fitted \(label.frame.width)x\(label.frame.height) intrinsic \(label.intrinsicContentSize.width)x\(label.intrinsicContentSize.height)")
label.text = "Loading"
label.center = CGPoint(x: 80, y: 20)
label.textAlignment = .left
label.layer.name = "dots"
canvas.view.addSubview(label)

var dots = 0
Timer.scheduledTimer(withTimeInterval: 0.4, repeats: true) { timer in
    dots = (dots + 1) % 4
    label.text = "Loading" + String(repeating: ".", count: dots)
    print("\(label.text!) at \(CACurrentMediaTime())")
}

let wrapped = UILabel(frame: CGRect(x: 10, y: 40, width: 70, height: 50))
wrapped.numberOfLines = 0
wrapped.textAlignment = .center
wrapped.font = .boldSystemFont(ofSize: 14)
wrapped.text = "Please wait"
wrapped.backgroundColor = UIColor(white: 0.93, alpha: 1)
wrapped.layer.name = "wrapped"
canvas.view.addSubview(wrapped)
let two = wrapped.sizeThatFits(CGSize(width: 70, height: CGFloat.greatestFiniteMagnitude))
print("wrapped fits \(two.width)x\(two.height)")

let truncated = UILabel(frame: CGRect(x: 90, y: 55, width: 60, height: 20))
truncated.text = "Downloading"
truncated.textColor = .systemBlue
truncated.layer.name = "truncated"
canvas.view.addSubview(truncated)
print("sublayers of a label: \(truncated.layer.sublayers?.count ?? 0)")
