// MaterialActivityIndicator as its demo's DemoViewController shows it (../shared/corpus/
// swift-loaders/uikit_material_activity_indicator, SOURCE.txt's usage lines): centered with
// Auto Layout at its intrinsic size, started in viewDidAppear. The library declares
// intrinsicContentSize and layoutSubviews as overrides in an extension. The layers are
// named so the test can find them.
import UIKit
import LoaderAnim

let canvas = scene(title: "MaterialActivityIndicator", width: 100, height: 100, duration: 1.5)

final class DemoViewController: UIViewController {
    private let indicator = MaterialActivityIndicatorView()

    override func viewDidLoad() {
        super.viewDidLoad()
        setupActivityIndicatorView()
        indicator.layer.name = "indicator"
        indicator.layer.sublayers?.first?.name = "arc"
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        indicator.startAnimating()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        indicator.stopAnimating()
    }
}

// MARK: Private Methods

private extension DemoViewController {
    func setupActivityIndicatorView() {
        view.addSubview(indicator)
        setupActivityIndicatorViewConstraints()
    }

    func setupActivityIndicatorViewConstraints() {
        indicator.translatesAutoresizingMaskIntoConstraints = false
        indicator.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
        indicator.centerYAnchor.constraint(equalTo: view.centerYAnchor).isActive = true
    }
}

canvas.show(DemoViewController())
