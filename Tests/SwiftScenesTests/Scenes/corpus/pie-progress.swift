// Style: M13ProgressSuite's pie (M13ProgressViewPie) as a plain draw(_:) view: the
// wedge is filled with UIGraphicsGetCurrentContext() and a UIBezierPath from the centre,
// redrawn by setNeedsDisplay() from a property observer; a block-based Timer
// (scheduledTimer(withTimeInterval:repeats:block:)) feeds it a download in steps.
import UIKit
import LoaderAnim

@IBDesignable
class PieProgressView: UIView {

    @IBInspectable var progress: CGFloat = 0 {
        didSet {
            progress = min(max(progress, 0), 1)
            setNeedsDisplay()
        }
    }
    @IBInspectable var pieColor: UIColor = UIColor(red: 0.3, green: 0.75, blue: 0.4, alpha: 1)
    @IBInspectable var borderWidth: CGFloat = 2

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        isOpaque = false
        contentMode = .redraw
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let radius = min(rect.width, rect.height) / 2 - borderWidth

        // Border
        context.setStrokeColor(pieColor.cgColor)
        context.setLineWidth(borderWidth)
        context.strokeEllipse(in: rect.insetBy(dx: borderWidth / 2, dy: borderWidth / 2))

        // Wedge
        if progress > 0 {
            let startAngle = -CGFloat.pi / 2
            let endAngle = startAngle + progress * 2 * .pi
            let wedge = UIBezierPath()
            wedge.move(to: center)
            wedge.addArc(withCenter: center, radius: radius - 2, startAngle: startAngle, endAngle: endAngle, clockwise: true)
            wedge.close()
            pieColor.setFill()
            wedge.fill()
        }
    }
}

let canvas = scene(title: "Pie progress", width: 60, height: 60, background: .white, duration: 1.2, fps: 20)
let pie = PieProgressView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
pie.layer.name = "pie"
canvas.view.addSubview(pie)

var received: CGFloat = 0
Timer.scheduledTimer(withTimeInterval: 0.2, repeats: true) { timer in
    received += 0.125
    pie.progress = received
    if received >= 1 {
        timer.invalidate()
    }
}
