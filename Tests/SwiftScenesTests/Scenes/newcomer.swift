// A loader as a newcomer writes it, from 30 members picked at random (Python's random.seed(44),
// random.sample of 30 from AppleAPI's UIKit, QuartzCore and CoreGraphics lists, functions
// excepted): each one below is used as iOS code uses it (SurfaceCoverageTests).
import UIKit
import LoaderAnim

let canvas = scene(title: "Newcomer", width: 240, height: 200, duration: 1.2)

final class LoadingViewController: UIViewController, UITableViewDataSource {
    let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 240, height: 44))
    let toolbar = UIToolbar(frame: CGRect(x: 0, y: 156, width: 240, height: 44))
    let table = UITableView(frame: CGRect(x: 0, y: 44, width: 240, height: 112), style: .plain)
    let retry = UIButton(type: .system)
    let caption = CATextLayer()
    let dot = CALayer()

    override func viewDidLoad() {
        super.viewDidLoad()
        automaticallyAdjustsScrollViewInsets = false
        contentUnavailableConfiguration = nil
        view.backgroundColor = .white
        bar.tintColor = .orange
        bar.shadowImage = UIImage()
        toolbar.barStyle = .default
        table.separatorStyle = .none
        table.allowsFocus = false
        table.dataSource = self
        [bar, table, toolbar].forEach(view.addSubview)

        retry.setTitle("Retry", for: .normal)
        retry.titleLabel?.font = .systemFont(ofSize: 15, weight: .heavy)
        retry.frame = CGRect(x: 80, y: 160, width: 80, height: 36)
        retry.updateConfiguration()
        view.addSubview(retry)
        print("baseline", retry.forFirstBaselineLayout === retry)

        caption.string = "Loading a very long title that will not fit"
        caption.fontSize = UIFont.preferredFont(forTextStyle: .caption1, compatibleWith: traitCollection).pointSize
        caption.truncationMode = .end
        caption.foregroundColor = UIColor.systemCyan.cgColor
        caption.frame = CGRect(x: 8, y: 12, width: 120, height: 20)
        bar.layer.addSublayer(caption)
        print("style", traitCollection[UITraitUserInterfaceStyle.self] == .light, UIColor.systemCyan.cgColor.numberOfComponents)

        dot.backgroundColor = UIColor.systemCyan.cgColor
        dot.frame = CGRect(x: 180, y: 14, width: 16, height: 16)
        dot.cornerRadius = 8
        var tilt = CATransform3DIdentity
        tilt.m31 = 0
        dot.transform = tilt
        bar.layer.addSublayer(dot)
        let bounce = CASpringAnimation(keyPath: "transform.scale")
        bounce.mass = 0.8
        bounce.fromValue = 0.5
        bounce.toValue = 1
        bounce.duration = bounce.settlingDuration
        dot.add(bounce, forKey: "bounce")

        NotificationCenter.default.addObserver(forName: UIApplication.userDidTakeScreenshotNotification, object: nil, queue: .main) { _ in
            print("screenshot")
        }
        UIApplication.shared.activateSceneSession(for: UISceneSessionActivationRequest(role: .windowApplication)) { _ in }
        let spinner = UIImage.animatedImageNamed("frame", duration: 1)
        print("frames", spinner == nil)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row + 1)"
        return cell
    }
}

final class Thumbnail: UICollectionViewCell {
    override init(frame: CGRect) {
        super.init(frame: frame)
        automaticallyUpdatesBackgroundConfiguration = false
    }
    required init?(coder: NSCoder) { fatalError() }
}

let controller = LoadingViewController()
canvas.show(controller)
print("footer", controller.table.footerView(forSection: 0) == nil, Thumbnail(frame: .zero).automaticallyUpdatesBackgroundConfiguration)

// A PDF of the loader's first frame, a size and an image's height, the old animation API.
let pdf = NSMutableData()
var box = CGRect(x: 0, y: 0, width: 240, height: 200)
if let consumer = CGDataConsumer(data: pdf as CFMutableData), let context = CGContext(consumer: consumer, mediaBox: &box, nil) {
    print("pdf", context.height == 0, box.size.height)
}
let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 3))
let image = renderer.image { _ in UIColor.orange.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 3)) }
print("image", image.cgImage?.height ?? 0, CFGetTypeID(image.cgImage!) == CGImage.typeID)
UIView.beginAnimations("pulse", context: nil)
UIView.setAnimationRepeatAutoreverses(true)
UIView.setAnimationTransition(.flipFromLeft, for: controller.retry, cache: true)
controller.retry.alpha = 0.5
UIView.commitAnimations()
