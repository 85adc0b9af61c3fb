// RPCircularProgress as its example's ViewController configures two of its views (../shared/
// corpus/swift-loaders/uikit_rp_circular_progress, SOURCE.txt's usage lines 34-40 and
// 65-71), started as its README shows: enableIndeterminate() and updateProgress(_:duration:).
// The example sizes them with Auto Layout; frames here. The views' layers are named so the
// test can find them.
import UIKit
import LoaderAnim

let canvas = scene(title: "RPCircularProgress", width: 240, height: 120, duration: 2)

final class ViewController: UIViewController {
    lazy fileprivate var thinFilledIndeterminate: RPCircularProgress = {
        let progress = RPCircularProgress()
        progress.innerTintColor = UIColor.red
        progress.thicknessRatio = 0.2
        progress.indeterminateDuration = 0.5
        return progress
    }()

    lazy fileprivate var thinFilledProgress: RPCircularProgress = {
        let progress = RPCircularProgress()
        progress.trackTintColor = UIColor.init(red: 74 / 255, green: 144 / 255, blue: 226 / 255, alpha: 0.3)
        progress.progressTintColor = UIColor.init(red: 74 / 255, green: 144 / 255, blue: 226 / 255, alpha: 1)
        progress.thicknessRatio = 0.5
        return progress
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        thinFilledIndeterminate.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        thinFilledProgress.frame = CGRect(x: 130, y: 10, width: 100, height: 100)
        view.addSubview(thinFilledIndeterminate)
        view.addSubview(thinFilledProgress)
        thinFilledIndeterminate.layer.name = "spinner"
        thinFilledProgress.layer.name = "progress"
        thinFilledIndeterminate.enableIndeterminate()
        thinFilledProgress.updateProgress(0.8, duration: 1)
    }
}

canvas.show(ViewController())
