// KYCircularProgress as its example's ViewController configures it (../shared/corpus/
// swift-loaders/uikit_ky_circular_progress, SOURCE.txt's usage lines 35-36 and 39-69): a
// half ring with a guide and a label, and a four-color ring, advanced by a timer every
// 0.03 s (the example's updateProgress is not quoted; this one steps a UInt8 as a demo
// would). The progress ring's shape layer is named so the test can find it.
import UIKit
import LoaderAnim

let canvas = scene(title: "KYCircularProgress", width: 320, height: 480, duration: 2)

final class ViewController: UIViewController {
    private var halfCircularProgress: KYCircularProgress!
    private var fourColorCircularProgress: KYCircularProgress!
    private var progress: UInt8 = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        configureHalfCircularProgress()
        configureFourColorCircularProgress()
        let progressLayer = halfCircularProgress.layer.sublayers?.first { $0 is CAGradientLayer && $0.zPosition == 0 }
        progressLayer?.mask?.name = "progressShape"
        Timer.scheduledTimer(timeInterval: 0.03, target: self, selector: #selector(ViewController.updateProgress), userInfo: nil, repeats: true)
    }

    @objc private func updateProgress() {
        progress = progress &+ 1
        let normalizedProgress = Double(progress) / Double(UInt8.max)
        halfCircularProgress.progress = normalizedProgress
        fourColorCircularProgress.progress = normalizedProgress
    }

    private func configureHalfCircularProgress() {
        halfCircularProgress = KYCircularProgress(frame: CGRect(x: 0, y: 0, width: view.frame.width, height: view.frame.height/2), showGuide: true)
        let center = CGPoint(x: view.frame.width / 2, y: view.frame.height / 4)
        halfCircularProgress.path = UIBezierPath(arcCenter: center, radius: CGFloat((halfCircularProgress.frame).width/3), startAngle: 0, endAngle: CGFloat(Double.pi * 2), clockwise: true)
        halfCircularProgress.strokeStart = 0.5
        halfCircularProgress.colors = [UIColor(rgba: 0xA6E39DAA), UIColor(rgba: 0xAEC1E3AA), UIColor(rgba: 0xAEC1E3AA), UIColor(rgba: 0xF3C0ABAA)]
        halfCircularProgress.guideColor = UIColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 0.4)

        let labelWidth = CGFloat(80.0)
        let textLabel = UILabel(frame: CGRect(x: (view.frame.width - labelWidth) / 2, y: (view.frame.height - labelWidth) / 4, width: labelWidth, height: 32.0))
        textLabel.font = UIFont(name: "HelveticaNeue", size: 24)
        textLabel.textAlignment = .center
        textLabel.textColor = .green
        textLabel.alpha = 0.3
        halfCircularProgress.addSubview(textLabel)

        halfCircularProgress.progressChanged {
            (progress: Double, circularProgress: KYCircularProgress) in
            textLabel.text = "\(Int(progress * 100.0))%"
        }

        view.addSubview(halfCircularProgress)
    }

    private func configureFourColorCircularProgress() {
        fourColorCircularProgress = KYCircularProgress(frame: CGRect(x: 20.0, y: halfCircularProgress.frame.height/1.75, width: view.frame.width/3, height: view.frame.width/3))
        fourColorCircularProgress.colors = [UIColor(rgba: 0xA6E39D11), UIColor(rgba: 0xAEC1E355), UIColor(rgba: 0xAEC1E3AA), UIColor(rgba: 0xF3C0ABFF)]
        // The example's `kCALineCapRound` was a String in Swift 3's SDK; since Swift 4.2 it
        // is a CAShapeLayerLineCap, and the library's lineCap is still a String.
        fourColorCircularProgress.lineCap = CAShapeLayerLineCap.round.rawValue
        view.addSubview(fourColorCircularProgress)
    }
}

canvas.show(ViewController())
