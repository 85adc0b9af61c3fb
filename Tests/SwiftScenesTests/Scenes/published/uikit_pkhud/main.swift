// PKHUD as its README shows it (../shared/corpus/swift-loaders/uikit_pkhud, SOURCE.txt's
// usage, README lines 104-110, verbatim): the progress HUD, then after a long task the
// success HUD flashed for a second. The demo's view controller (lines 20-25) sets the HUD
// not to dim the background and not to take touches; its window is the scene's. The HUD's
// frame view is named, found by the identifier the library gives its container, so that
// the test can read it.
import UIKit
import LoaderAnim

let canvas = scene(title: "PKHUD", width: 240, height: 240, duration: 4)

final class DemoViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        HUD.dimsBackground = false
        HUD.allowsInteraction = false
    }
}

canvas.show(DemoViewController())
HUD.show(.progress)
func container(in view: UIView) -> UIView? {
    view.accessibilityIdentifier == "PKHUD" ? view : view.subviews.lazy.compactMap(container(in:)).first
}
container(in: canvas.view.window!)?.subviews.last?.layer.name = "frame"

// Now some long running task starts...
DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
    // ...and once it finishes we flash the HUD for a second.
   HUD.flash(.success, delay: 1.0)
}
