import UIKit
import LoaderAnim

let canvas = scene(title: "Errors", width: 40, height: 40)

class Spinner: UIView {
    @objc func spin() {}
    func start() {
        Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(spin), userInfo: nil, repeats: true); undefinedName()
    }
}
