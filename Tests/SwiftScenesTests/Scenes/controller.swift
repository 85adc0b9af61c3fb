// A loader demo written as a view controller, as an iOS developer writes one: viewDidLoad
// centers a ring loader with anchors, viewDidAppear starts it, and the loader calls back
// on its delegate (the controller) when it is done. A child controller shows a caption
// bar pinned to the bottom. Every callback prints a line with its scene time.
import UIKit
import LoaderAnim

let canvas = scene(title: "Controller", width: 200, height: 120, duration: 1.5)

func log(_ text: String) { print("\(text) at \((CACurrentMediaTime() * 1000).rounded() / 1000)") }
func size(_ rect: CGRect) -> String { "(\(rect.minX), \(rect.minY), \(rect.width), \(rect.height))" }

protocol RingLoaderDelegate: AnyObject {
    func ringLoaderDidFinish(_ loader: RingLoader)
}

final class RingLoader: UIView {
    weak var delegate: RingLoaderDelegate?
    private let ring = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        ring.name = "ring"
        ring.fillColor = UIColor.clear.cgColor
        ring.strokeColor = UIColor.systemBlue.cgColor
        ring.lineWidth = 6
        ring.strokeEnd = 0
        layer.addSublayer(ring)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        ring.frame = bounds
        ring.path = UIBezierPath(ovalIn: bounds.insetBy(dx: 3, dy: 3)).cgPath
        log("loader layoutSubviews \(size(bounds))")
    }

    func startAnimating() {
        let fill = CABasicAnimation(keyPath: "strokeEnd")
        fill.fromValue = 0
        fill.toValue = 1
        fill.duration = 1
        fill.fillMode = .forwards
        fill.isRemovedOnCompletion = false
        fill.delegate = self
        ring.add(fill, forKey: "fill")
    }
}

extension RingLoader: CAAnimationDelegate {
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        delegate?.ringLoaderDidFinish(self)
    }
}

final class CaptionViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGray5
        view.layer.name = "caption"
        log("caption viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log("caption viewWillAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log("caption viewDidAppear \(size(view.frame))")
    }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log("caption willMove(toParent: \(parent?.title ?? "nil"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log("caption didMove(toParent: \(parent?.title ?? "nil"))")
    }
}

final class LoaderViewController: UIViewController, RingLoaderDelegate {
    let loader = RingLoader()
    let caption = CaptionViewController()

    override func loadView() {
        super.loadView()
        log("loadView \(size(view.frame))")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Loading"
        view.backgroundColor = .white
        loader.translatesAutoresizingMaskIntoConstraints = false
        loader.layer.name = "loader"
        loader.delegate = self
        view.addSubview(loader)
        NSLayoutConstraint.activate([
            loader.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            loader.centerYAnchor.constraint(equalTo: view.centerYAnchor, constant: -10),
            loader.widthAnchor.constraint(equalToConstant: 60),
            loader.heightAnchor.constraint(equalTo: loader.widthAnchor),
        ])

        addChild(caption)
        caption.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(caption.view)
        NSLayoutConstraint.activate([
            caption.view.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
            caption.view.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
            caption.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            caption.view.heightAnchor.constraint(equalToConstant: 20),
        ])
        caption.didMove(toParent: self)
        log("viewDidLoad, children \(children.count), caption's parent \(caption.parent === self)")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log("viewWillAppear(\(animated)), window \(view.window != nil), view \(size(view.frame)), loader \(size(loader.frame))")
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        log("viewWillLayoutSubviews, loader \(size(loader.frame))")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        log("viewDidLayoutSubviews, loader \(size(loader.frame)), caption \(size(caption.view.frame))")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log("viewDidAppear(\(animated))")
        loader.startAnimating()
    }

    func ringLoaderDidFinish(_ loader: RingLoader) {
        log("delegate: \(title ?? "") finished, loader is ours \(loader === self.loader)")
        title = "Done"
    }
}

let controller = LoaderViewController()
log("made, view loaded \(controller.isViewLoaded)")
canvas.show(controller)
log("shown, view loaded \(controller.isViewLoaded), title \(controller.title ?? "nil")")
