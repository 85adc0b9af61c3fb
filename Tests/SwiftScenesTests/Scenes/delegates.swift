// A loader's delegate in each of the ways loaders declare one: an @objc protocol (older
// Objective-C-style code), `: class` (Swift 4's spelling), `: NSObjectProtocol`; each held
// weakly, each called back from the loader when its Timer is done.
import UIKit
import LoaderAnim

let canvas = scene(title: "Delegates", width: 60, height: 60, duration: 1.2)

@objc protocol SpinnerDelegate {
    func spinnerDidStop(_ spinner: Spinner)
}
protocol SpinnerProgressDelegate: class {
    func spinner(_ spinner: Spinner, didReach progress: CGFloat)
}
protocol SpinnerObserver: NSObjectProtocol {
    func spinnerWillStop(_ spinner: Spinner)
}

final class Spinner: UIView {
    weak var delegate: SpinnerDelegate?
    weak var progressDelegate: SpinnerProgressDelegate?
    weak var observer: SpinnerObserver?
    private var progress: CGFloat = 0

    func start() {
        Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { [weak self] timer in
            guard let self else { return }
            self.progress += 0.25
            self.progressDelegate?.spinner(self, didReach: self.progress)
            if self.progress >= 1 {
                timer.invalidate()
                self.observer?.spinnerWillStop(self)
                self.delegate?.spinnerDidStop(self)
            }
        }
    }
}

final class SpinnerViewController: UIViewController, SpinnerDelegate, SpinnerProgressDelegate, SpinnerObserver {
    let spinner = Spinner(frame: CGRect(x: 10, y: 10, width: 40, height: 40))

    override func viewDidLoad() {
        super.viewDidLoad()
        spinner.delegate = self
        spinner.progressDelegate = self
        spinner.observer = self
        view.addSubview(spinner)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // The responder chain, as loaders walk it to find their controller.
        var responder: UIResponder? = spinner
        while let current = responder, !(current is UIViewController) { responder = current.next }
        print("the spinner's controller is this one \(responder === self), then the window \(next === canvas.view)")
        spinner.start()
    }

    func spinner(_ spinner: Spinner, didReach progress: CGFloat) {
        print("progress \(progress) at \(CACurrentMediaTime())")
    }
    func spinnerWillStop(_ spinner: Spinner) {
        print("will stop, observer is the controller \(spinner.observer?.isEqual(self) == true) at \(CACurrentMediaTime())")
    }
    func spinnerDidStop(_ spinner: Spinner) {
        print("did stop at \(CACurrentMediaTime())")
    }
}

canvas.show(SpinnerViewController())
