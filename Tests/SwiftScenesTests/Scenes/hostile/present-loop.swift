// A view controller that presents another of its kind from its own viewDidAppear.
import UIKit

final class Chain: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let next = Chain()
        next.modalPresentationStyle = .fullScreen
        present(next, animated: false)
    }
}

let canvas = scene(title: "Present loop", width: 100, height: 100, duration: 1)
canvas.show(Chain())
