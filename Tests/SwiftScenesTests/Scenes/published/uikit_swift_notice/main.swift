// SwiftNotice as its example's ViewController uses it (../shared/corpus/swift-loaders/
// uikit_swift_notice, SOURCE.txt's usage lines 35-70: the request action, its follow-up
// request left out and its success notice the one of lines 35-39 that returns the window): the
// "please wait" HUD while a request runs on a global queue, cleared a second later, then a
// success notice that clears itself. The two windows' layers are named (the lines added to
// the action) so that the test can find them.
import UIKit
import LoaderAnim

let canvas = scene(title: "SwiftNotice", width: 240, height: 240, duration: 4.5)

final class ViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
    }

    @IBAction func request(_ sender: UIButton) {
        let hud = self.pleaseWait()
        hud.layer.name = "wait"; hud.subviews.first?.layer.name = "waitView"
        DispatchQueue.global().async {
            DispatchQueue.main.asyncAfter(deadline: DispatchTime.now() + 1, execute: {
                hud.hide()
                let success = self.noticeSuccess("Success!", autoClear: true)
                success.layer.name = "success"; success.subviews.first?.layer.name = "successView"
            })
        }
    }
}

let controller = ViewController()
canvas.show(controller)
controller.request(UIButton())
