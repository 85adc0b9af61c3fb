// SSSpinnerButton as its demo's ViewController drives it (../shared/corpus/swift-loaders/
// uikit_ss_spinner_button, SOURCE.txt's usage lines 32-72, the action verbatim): a button
// made here instead of in a storyboard (tag 0: ballClipRotate), tapped at 0.2 s. The
// spinner's layer is named so the test can find it.
import UIKit
import LoaderAnim

let canvas = scene(title: "SSSpinnerButton", width: 240, height: 100, duration: 1.5)

final class ViewController: UIViewController {
    let button = SSSpinnerButton(title: "Sign in")

    override func viewDidLoad() {
        super.viewDidLoad()
        button.frame = CGRect(x: 20, y: 25, width: 200, height: 50)
        button.backgroundColor = .systemBlue
        button.tag = 0
        button.layer.name = "button"
        button.addTarget(self, action: #selector(onSpinnnerButtonClick(_:)), for: .touchUpInside)
        view.addSubview(button)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.35) { self.button.layer.sublayers?.last?.name = "spinner" }
    }

    @IBAction func onSpinnnerButtonClick(_ sender: SSSpinnerButton) {
        sender.isSelected = !sender.isSelected
        let arr: [SpinnerType] = [.ballClipRotate, .ballSpinFade, .lineSpinFade, .ballRotateChase, .circleStrokeSpin, .ballClipRotate, .ballSpinFade, .lineSpinFade, .ballRotateChase, .circleStrokeSpin]

        // MARK: Start Animating
        sender.startAnimate(spinnerType: arr[sender.tag], spinnercolor: .white, spinnerSize: 20, complete: nil)
        Timer.scheduledTimer(withTimeInterval: 5, repeats: false) { (_) in
            if sender.tag == 5 {
                // MARK: Stop Animating with completion type and back to default
                // MARK: completion type is fail
                sender.stopAnimatingWithCompletionType(completionType: .fail, complete: {
                    // Your completion actions
                })
                return
            }
            if  sender.tag == 6 {
                // MARK: Stop Animating with completion type and back to default
                // MARK: completion type is fail
                sender.stopAnimationWithCompletionTypeAndBackToDefaults(completionType: .fail, backToDefaults: true, complete: {
                    // Your completion actions
                })
                return
            }
            if sender.tag == 7 {
                // MARK: Stop animating with completion type
                // MARK: completion type is success
                sender.stopAnimatingWithCompletionType(completionType: .success, complete: nil)
                return
            }
            if sender.tag == 8 {
                // MARK: Stop animating with completion type
                // MARK: completion type is error
                sender.stopAnimatingWithCompletionType(completionType: .error, complete: nil)
                return
            }
            // MARK: Stop animating without completion
            sender.stopAnimate(complete: {
                // Your completion actions
            })

        }
    }
}

let controller = ViewController()
canvas.show(controller)
canvas.tap(controller.button, at: 0.2)
