// Skeleton as its example's table uses it (../shared/corpus/swift-loaders/uikit_skeleton,
// SOURCE.txt's usage lines): a cell with an image placeholder and two gradient
// placeholders, their gradients' colors set from the placeholder's color as the table's
// cellForRowAt does, sliding right as willDisplay starts them. The storyboard's cell is a
// view made here (loaderanim has no table views yet), and `brightened(by:)`, an extension
// of the example app's, is written here. The gradients' layers are named for the test.
import UIKit
import LoaderAnim

let canvas = scene(title: "Skeleton", width: 320, height: 80, duration: 1)

extension UIColor {
    func brightened(by factor: CGFloat) -> UIColor {
        var h: CGFloat = 0, s: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        getHue(&h, saturation: &s, brightness: &b, alpha: &a)
        return UIColor(hue: h, saturation: s, brightness: b * factor, alpha: a)
    }
}

class SkeletonCell: UIView {
    let imagePlaceholderView = UIView(frame: CGRect(x: 16, y: 12, width: 56, height: 56))
    let titlePlaceholderView = GradientContainerView(frame: CGRect(x: 88, y: 18, width: 200, height: 16))
    let subtitlePlaceholderView = GradientContainerView(frame: CGRect(x: 88, y: 46, width: 140, height: 14))

    override init(frame: CGRect) {
        super.init(frame: frame)
        for view in [imagePlaceholderView, titlePlaceholderView, subtitlePlaceholderView] {
            view.backgroundColor = UIColor(white: 0.85, alpha: 1)
            addSubview(view)
        }
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        imagePlaceholderView.layer.cornerRadius = imagePlaceholderView.bounds.width/2
    }
}

extension SkeletonCell: GradientsOwner {
    var gradientLayers: [CAGradientLayer] {
        return [titlePlaceholderView.gradientLayer, subtitlePlaceholderView.gradientLayer]
    }
}

let cell = SkeletonCell(frame: CGRect(x: 0, y: 0, width: 320, height: 80))
canvas.view.addSubview(cell)
cell.gradientLayers.forEach { gradientLayer in
    let baseColor = cell.titlePlaceholderView.backgroundColor!
    gradientLayer.colors = [baseColor.cgColor,
                            baseColor.brightened(by: 0.93).cgColor,
                            baseColor.cgColor]
}
cell.titlePlaceholderView.gradientLayer.name = "title"
cell.subtitlePlaceholderView.gradientLayer.name = "subtitle"
cell.slide(to: .right)
