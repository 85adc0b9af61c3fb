// pulse-dots: three dots swell and fade in turn, as a view file from an Xcode project.
//
// No main.swift and no scene(...): the file ends with the #Preview Xcode 15 writes, and
// loaderanim renders that preview as Xcode's canvas shows it (the fixed layout's size,
// the view centered in it, the animation's loop as the GIF's length).
//
//     loaderanim render examples/swift/pulse-dots.swift --out dots.gif

import UIKit

final class PulseDotsView: UIView {
    private let dotCount = 3
    private var dots: [CALayer] = []

    var dotColor: UIColor = .systemTeal {
        didSet { dots.forEach { $0.backgroundColor = dotColor.cgColor } }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        for index in 0..<dotCount {
            let dot = CALayer()
            dot.name = "dot-\(index)"
            dot.backgroundColor = dotColor.cgColor
            layer.addSublayer(dot)
            dots.append(dot)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let size = min(bounds.height, bounds.width / CGFloat(dotCount * 2))
        let gap = (bounds.width - size * CGFloat(dotCount)) / CGFloat(dotCount + 1)
        for (index, dot) in dots.enumerated() {
            dot.frame = CGRect(x: gap + CGFloat(index) * (size + gap), y: (bounds.height - size) / 2, width: size, height: size)
            dot.cornerRadius = size / 2
        }
    }

    func startAnimating() {
        let duration: CFTimeInterval = 0.9
        for (index, dot) in dots.enumerated() {
            let scale = CAKeyframeAnimation(keyPath: "transform.scale")
            scale.values = [0.4, 1, 0.4]
            let fade = CAKeyframeAnimation(keyPath: "opacity")
            fade.values = [0.3, 1, 0.3]
            let group = CAAnimationGroup()
            group.animations = [scale, fade]
            group.duration = duration
            group.repeatCount = .infinity
            group.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            // Each dot a third of a cycle behind the one before it, already running at 0.
            group.beginTime = CACurrentMediaTime() - duration + Double(index) * duration / Double(dotCount)
            dot.add(group, forKey: "pulse")
        }
    }
}

#Preview("Pulse dots", traits: .fixedLayout(width: 96, height: 40)) {
    let view = PulseDotsView(frame: CGRect(x: 0, y: 0, width: 72, height: 24))
    view.startAnimating()
    return view
}
