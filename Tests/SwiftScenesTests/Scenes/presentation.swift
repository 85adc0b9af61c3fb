// Modal presentation as an iOS app writes it: the shown controller presents a full-screen
// one at 0.2 s (UIKit's cover-vertical slide), which dismisses itself at 1.0 s. Every
// appearance call and completion prints a line with its scene time.
import UIKit
import LoaderAnim

let canvas = scene(title: "Presentation", width: 200, height: 100, duration: 2)

func log(_ text: String) { print("\(text) at \((CACurrentMediaTime() * 1000).rounded() / 1000)") }

final class Modal: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBlue
        view.layer.name = "modal"
        log("modal viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log("modal viewWillAppear(\(animated)), being presented \(isBeingPresented)") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log("modal viewDidAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log("modal viewWillDisappear(\(animated)), being dismissed \(isBeingDismissed)") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log("modal viewDidDisappear(\(animated))") }
}

final class Root: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.layer.name = "root"
    }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log("root viewWillAppear(\(animated))") }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log("root viewDidAppear(\(animated))")
        guard presentedViewController == nil, !animated else { return }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
            let modal = Modal()
            modal.modalPresentationStyle = .fullScreen
            self.present(modal, animated: true) {
                log("presented, presenting is root \(modal.presentingViewController === self), presented is modal \(self.presentedViewController === modal)")
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.8) {
                modal.dismiss(animated: true) { log("dismissed, presented \(self.presentedViewController == nil ? "nil" : "still")") }
            }
        }
    }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log("root viewWillDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log("root viewDidDisappear(\(animated))") }
}

canvas.show(Root())
