// LinearProgressBar as its demo's ViewController configures it (../shared/corpus/
// swift-loaders/uikit_linear_progress_bar, SOURCE.txt's usage lines), started when the view
// appears (the demo starts it from a button). The bar finds the top view controller
// through UIApplication.shared.keyWindow. Its layers are named so the test can find them.
import UIKit
import LoaderAnim

let canvas = scene(title: "LinearProgressBar", width: 320, height: 100, duration: 2)

final class ViewController: UIViewController {
    let linearBar: LinearProgressBar = LinearProgressBar()

    override func viewDidLoad() {
        super.viewDidLoad()
        self.configureLinearProgressBar()
        linearBar.layer.name = "bar"
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        self.linearBar.startAnimation()
        // The indicator joins the bar when the bar's first animation completes, at 0.5 s.
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) { self.linearBar.layer.sublayers?.first?.name = "indicator" }
    }

    fileprivate func configureLinearProgressBar(){
        linearBar.backgroundColor = UIColor(red:0.68, green:0.81, blue:0.72, alpha:1.0)
        linearBar.progressBarColor = UIColor(red:0.26, green:0.65, blue:0.45, alpha:1.0)
        linearBar.heightForLinearBar = 5
    }
}

canvas.show(ViewController())
