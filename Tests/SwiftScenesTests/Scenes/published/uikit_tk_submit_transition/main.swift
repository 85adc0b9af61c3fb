// TKSubmitTransition as its demo's ViewController uses it (../shared/corpus/swift-loaders/
// uikit_tk_submit_transition, SOURCE.txt's usage lines; the demo's onTapButton and
// transitioning delegate verbatim): the button is tapped at 0.2 s; after its 1 s of
// loading it expands and presents the second controller through TKFadeInAnimator. The
// demo's background images are left out (not in the corpus); the views are named so the
// test can find them.
import UIKit
import LoaderAnim

let canvas = scene(title: "TKSubmitTransition", width: 320, height: 200, duration: 2.5)

class SecondViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .darkGray
        view.layer.name = "second"
    }
}

class ViewController: UIViewController, UIViewControllerTransitioningDelegate {
    var btn: TKTransitionSubmitButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.layer.name = "first"
        btn = TKTransitionSubmitButton(frame: CGRect(x: 0, y: 0, width: self.view.frame.size.width - 64, height: 44))
        btn.center = self.view.center
        btn.backgroundColor = .red
        btn.frame.bottom = self.view.frame.height - 60
        btn.setTitle("Sign in", for: UIControl.State())
        btn.titleLabel?.font = UIFont(name: "HelveticaNeue-Light", size: 14)
        btn.addTarget(self, action: #selector(ViewController.onTapButton(_:)), for: UIControl.Event.touchUpInside)
        self.view.addSubview(btn)
    }

    @IBAction func onTapButton(_ button: TKTransitionSubmitButton) {
        button.animate(1, completion: { () -> () in
            let secondVC = SecondViewController()
            secondVC.transitioningDelegate = self
            secondVC.modalPresentationStyle = .fullScreen
            self.present(secondVC, animated: true, completion: nil)
        })
    }

    // MARK: UIViewControllerTransitioningDelegate
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return TKFadeInAnimator(transitionDuration: 0.5, startingAlpha: 0.8)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return nil
    }
}

let controller = ViewController()
canvas.show(controller)
canvas.tap(controller.btn, at: 0.2)
