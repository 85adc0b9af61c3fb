// LTMorphingLabel as its demo drives it (../shared/corpus/swift-loaders/
// uikit_lt_morphing_label, SOURCE.txt's usage, LTDemoViewController lines 37-85): the label
// made here instead of in the storyboard, its text changed as changeText(_:) does, at
// 0.2 s, from "Loading" to "Loaded", with the default .scale effect. Its delegate prints
// when the morph starts and completes.
import UIKit
import LoaderAnim

let canvas = scene(title: "LTMorphingLabel", width: 240, height: 80, duration: 1.2)

final class LTDemoViewController: UIViewController, LTMorphingLabelDelegate {
    let label = LTMorphingLabel(frame: CGRect(x: 20, y: 20, width: 200, height: 40))
    var text = "Loaded"

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        label.font = UIFont.systemFont(ofSize: 28)
        label.textAlignment = .center
        label.textColor = .black
        label.text = "Loading"
        view.addSubview(label)
        label.delegate = self
    }

    func morphingDidStart(_ label: LTMorphingLabel) { print("start", label.text ?? "", CACurrentMediaTime()) }
    func morphingDidComplete(_ label: LTMorphingLabel) { print("complete", label.text ?? "", CACurrentMediaTime()) }

    func changeText(_ sender: AnyObject) {
        label.text = text
    }
}

let controller = LTDemoViewController()
canvas.show(controller)
DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { controller.changeText(NSObject()) }
