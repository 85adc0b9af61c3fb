// Windless as its example's BasicViewController uses it (../shared/corpus/swift-loaders/
// uikit_windless, SOURCE.txt's usage lines 20-35, viewDidLoad verbatim): the storyboard's
// contents view built here (white, as the storyboard's), a round avatar, two labels and a
// text view, covered by the skeleton shimmer at load. Its gradient layer is named so the
// test can read it.
import UIKit
import LoaderAnim

let canvas = scene(title: "Windless", width: 240, height: 160, duration: 2)

final class BasicViewController: UIViewController {
    let contentsView = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 160))
    let view4 = UIView(frame: CGRect(x: 16, y: 16, width: 48, height: 48))
    var flag = true

    override func loadView() {
        super.loadView()
        view.backgroundColor = .white
        contentsView.backgroundColor = .white
        view.addSubview(contentsView)
        let title = UILabel(frame: CGRect(x: 76, y: 20, width: 148, height: 16))
        title.text = "Title"
        let subtitle = UILabel(frame: CGRect(x: 76, y: 44, width: 100, height: 16))
        subtitle.text = "Subtitle"
        let body = UITextView(frame: CGRect(x: 16, y: 80, width: 208, height: 64))
        body.text = "Body text that the skeleton covers while the content loads."
        for view in [view4, title, subtitle, body] {
            view.isWindlessable = true
            contentsView.addSubview(view)
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        self.title = "Basic"
        view4.layer.cornerRadius = view4.frame.width / 2
        
        contentsView.windless
            .start()
        DispatchQueue.main.async { self.shimmer(in: self.contentsView.layer)?.name = "shimmer" }
    }

    func shimmer(in layer: CALayer) -> CALayer? {
        layer is CAGradientLayer ? layer : layer.sublayers?.lazy.compactMap(shimmer(in:)).first
    }
}

canvas.show(BasicViewController())
