// GTProgressBar as its example's ViewController configures and animates it (../shared/
// corpus/swift-loaders/uikit_gt_progress_bar, SOURCE.txt's usage lines 17-42): the bars
// are made here instead of in a storyboard, and the animate button is pressed at once.
// The animated bar shows no label (a storyboard setting), so its fill is the bar less its
// border and inset. Its layers are named so the test can find them.
import UIKit
import LoaderAnim

let canvas = scene(title: "GTProgressBar", width: 320, height: 120, duration: 1.2)

final class ViewController: UIViewController {
    let progressBar = GTProgressBar(frame: CGRect(x: 20, y: 20, width: 280, height: 24))
    let progressBarLargerFont = GTProgressBar(frame: CGRect(x: 20, y: 50, width: 280, height: 24))
    let animatedProgressBar = GTProgressBar(frame: CGRect(x: 20, y: 80, width: 280, height: 24))

    override func viewDidLoad() {
        super.viewDidLoad()
        for bar in [progressBar, progressBarLargerFont, animatedProgressBar] { view.addSubview(bar) }
        animatedProgressBar.displayLabel = false

        progressBar.progress = 1
        progressBar.barBorderColor = UIColor(red:0.35, green:0.80, blue:0.36, alpha:1.0)
        progressBar.barFillColor = UIColor(red:0.35, green:0.80, blue:0.36, alpha:1.0)
        progressBar.barBackgroundColor = UIColor(red:0.77, green:0.93, blue:0.78, alpha:1.0)
        progressBar.barBorderWidth = 1
        progressBar.barFillInset = 2
        progressBar.labelTextColor = UIColor(red:0.35, green:0.80, blue:0.36, alpha:1.0)
        progressBar.progressLabelInsets = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 5)

        progressBarLargerFont.font = UIFont.boldSystemFont(ofSize: 18)
        progressBarLargerFont.barMaxHeight = 12
        progressBarLargerFont.cornerRadius = (progressBarLargerFont.barMaxHeight ?? progressBarLargerFont.bounds.height) / 3.0
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        animateProgressBarButtonPressed(self)
    }

    @IBAction func animateProgressBarButtonPressed(_ sender: Any) {
        let newProgress: CGFloat = animatedProgressBar.progress == 0.75 ? 0.45 : 0.75
        animatedProgressBar.animateTo(progress: newProgress)
        // The bar's last subview is its background; the fill is inside it.
        animatedProgressBar.layer.sublayers?.last?.sublayers?.first?.name = "fill"
    }
}

canvas.show(ViewController())
