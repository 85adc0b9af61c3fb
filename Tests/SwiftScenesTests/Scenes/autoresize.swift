// Autoresizing masks, as a controller whose loadView makes a view of its own size sees
// them when the canvas sets that view's frame, and again inside an animate block.
import UIKit
import LoaderAnim

let canvas = scene(title: "Autoresize", width: 200, height: 100, duration: 1)

final class ResizingViewController: UIViewController {
    override func loadView() {
        view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        func add(_ name: String, _ frame: CGRect, _ mask: UIView.AutoresizingMask) {
            let subview = UIView(frame: frame)
            subview.layer.name = name
            subview.autoresizingMask = mask
            subview.backgroundColor = .systemBlue
            view.addSubview(subview)
        }
        add("fill", CGRect(x: 10, y: 10, width: 80, height: 30), [.flexibleWidth, .flexibleHeight])
        add("badge", CGRect(x: 70, y: 5, width: 20, height: 10), [.flexibleLeftMargin, .flexibleBottomMargin])
        add("centered", CGRect(x: 40, y: 20, width: 20, height: 10),
            [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin])
        add("shared", CGRect(x: 20, y: 0, width: 40, height: 50), [.flexibleLeftMargin, .flexibleWidth])
        add("fixed", CGRect(x: 5, y: 5, width: 10, height: 10), [])
    }
}

let controller = ResizingViewController()
canvas.show(controller)
DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
    UIView.animate(withDuration: 0.4, delay: 0, options: [.curveLinear], animations: {
        controller.view.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
    })
}
