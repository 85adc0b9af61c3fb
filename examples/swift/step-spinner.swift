// step-spinner: an arc turned a fixed step on every display refresh, as loaders written
// against CADisplayLink do.
//
// Like a phone, loaderanim calls a display link at the display's 60 Hz whatever the GIF's
// frame rate, so a loader that adds 6° a call turns once a second at --fps 25, 30 or 50
// alike (--display-hz 120 shows it on a ProMotion display: twice as fast, as there).
// The file is a view and its #Preview; nothing repeats by itself, so the render takes
// its length from --duration.
//
//     loaderanim render examples/swift/step-spinner.swift --duration 1 --out step.gif

import UIKit

final class StepSpinnerView: UIView {
    private let arc = CAShapeLayer()
    private var displayLink: CADisplayLink?
    /// Degrees per display refresh: 6° × 60 Hz is a turn a second.
    var step: CGFloat = 6

    override init(frame: CGRect) {
        super.init(frame: frame)
        arc.name = "arc"
        arc.fillColor = nil
        arc.strokeColor = UIColor.systemOrange.cgColor
        arc.lineWidth = 5
        arc.lineCap = .round
        arc.strokeEnd = 0.75
        layer.addSublayer(arc)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        arc.frame = bounds
        arc.path = UIBezierPath(ovalIn: bounds.insetBy(dx: 4, dy: 4)).cgPath
    }

    func startAnimating() {
        displayLink = CADisplayLink(target: self, selector: #selector(advance))
        displayLink?.add(to: .main, forMode: .common)
    }

    @objc private func advance() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        arc.transform = CATransform3DRotate(arc.transform, step * .pi / 180, 0, 0, 1)
        CATransaction.commit()
    }
}

#Preview {
    let spinner = StepSpinnerView(frame: CGRect(x: 0, y: 0, width: 48, height: 48))
    spinner.startAnimating()
    return spinner
}
