import Foundation
import UIKit

/// An arc that turns, as a UIView subclass in a file of its own.
final class SpinnerView: UIView {
    private let arc = CAShapeLayer()

    init(frame: CGRect, color: UIColor) {
        super.init(frame: frame)
        arc.name = "arc"
        arc.frame = bounds
        arc.path = UIBezierPath(arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: bounds.width / 2 - 4,
                                startAngle: 0, endAngle: .pi * 1.5, clockwise: true).cgPath
        arc.fillColor = nil
        arc.strokeColor = color.cgColor
        arc.lineWidth = 4
        arc.lineCap = .round
        layer.addSublayer(arc)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func startAnimating() {
        let turn = CABasicAnimation(keyPath: "transform.rotation.z")
        turn.fromValue = 0
        turn.toValue = 2 * Double.pi
        turn.duration = 0.8
        turn.repeatCount = .infinity
        arc.add(turn, forKey: "turn")
    }
}
