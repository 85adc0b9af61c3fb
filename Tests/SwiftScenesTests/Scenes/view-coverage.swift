// Members issue 44 added to UIView, UILabel, UIButton, UIControl and UITraitCollection,
// with behaviour (ViewCoverageTests): a label's drawText(in:) override, textRect padding,
// hit testing, exchangeSubview, anchorPoint, a configured button, traits.
import UIKit
import LoaderAnim

let canvas = scene(title: "View coverage", width: 200, height: 200, duration: 0.5)

/// Draws its own red background and, like LTMorphingLabel, the text only through super.
final class CustomLabel: UILabel {
    var drawsText = false
    override func drawText(in rect: CGRect) {
        if drawsText { return super.drawText(in: rect) }
        UIColor.red.setFill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
    }
}
let own = CustomLabel(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
own.text = "WWWWWWWW"
let viaSuper = CustomLabel(frame: CGRect(x: 0, y: 50, width: 100, height: 50))
viaSuper.text = "WWWWWWWW"
viaSuper.drawsText = true
let plain = UILabel(frame: CGRect(x: 0, y: 100, width: 100, height: 50))
plain.text = "WWWWWWWW"
for label in [own, viaSuper, plain] { canvas.view.addSubview(label) }

/// Padding through textRect, as apps pad labels: the intrinsic size grows by the insets.
final class PaddedLabel: UILabel {
    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let inner = super.textRect(forBounds: bounds.inset(by: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)),
                                   limitedToNumberOfLines: numberOfLines)
        return inner.inset(by: UIEdgeInsets(top: -10, left: -10, bottom: -10, right: -10))
    }
}
let padded = PaddedLabel()
padded.text = "Pad"
let unpadded = UILabel()
unpadded.text = "Pad"
print("padding", padded.intrinsicContentSize.width - unpadded.intrinsicContentSize.width,
      padded.intrinsicContentSize.height - unpadded.intrinsicContentSize.height)

// Hit testing and the subview order.
let parent = UIView(frame: CGRect(x: 0, y: 150, width: 50, height: 50))
let a = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30)), b = UIView(), c = UIView()
(a.tag, b.tag, c.tag) = (1, 2, 3)
for view in [a, b, c] { parent.addSubview(view) }
canvas.view.addSubview(parent)
print("hit", parent.hitTest(CGPoint(x: 20, y: 20), with: nil)?.tag ?? -1, parent.hitTest(CGPoint(x: 45, y: 45), with: nil)?.tag ?? -1,
      parent.hitTest(CGPoint(x: 60, y: 20), with: nil) == nil)
a.isHidden = true
print("hidden", parent.hitTest(CGPoint(x: 20, y: 20), with: nil)?.tag ?? -1)
a.isHidden = false
parent.exchangeSubview(at: 0, withSubviewAt: 2)
print("order", parent.subviews.map(\.tag))

// anchorPoint moves the frame, the position stays; transform3D is the layer's.
let anchored = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
anchored.anchorPoint = .zero
anchored.transform3D = CATransform3DMakeScale(2, 2, 1)
print("anchor", anchored.frame.origin.x, anchored.frame.origin.y, anchored.layer.transform.m11)
UIView.animate(withDuration: 0.4) { print("inherited", UIView.inheritedAnimationDuration) }

// A filled, capsule-cornered configured button.
var configuration = UIButton.Configuration.filled()
configuration.title = "Go"
configuration.baseBackgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
configuration.cornerStyle = .capsule
let button = UIButton(configuration: configuration)
button.frame = CGRect(x: 100, y: 0, width: 100, height: 40)
canvas.view.addSubview(button)
let title = button.titleLabel!.intrinsicContentSize, fitted = button.intrinsicContentSize
print("button", fitted.width - title.width, fitted.height - title.height, button.titleLabel!.textColor == .white)
button.changesSelectionAsPrimaryAction = true
button.addTarget(nil, action: Selector(("nothing")), for: .touchUpInside)
button.addAction(UIAction { _ in }, for: .valueChanged)
button.performPrimaryAction()
print("control", button.isSelected, button.allControlEvents.rawValue)

// Traits: set, merged, overridden.
let dark = UITraitCollection(userInterfaceStyle: .dark)
let merged = UITraitCollection(traitsFrom: [dark, UITraitCollection(horizontalSizeClass: .regular)])
print("traits", dark.userInterfaceStyle == .dark, dark.horizontalSizeClass == .unspecified, merged.horizontalSizeClass == .regular,
      merged.userInterfaceStyle == .dark, canvas.view.traitCollection.userInterfaceStyle == .light)
let overridden = UIView()
overridden.traitOverrides.userInterfaceStyle = .dark
print("overrides", overridden.traitCollection.userInterfaceStyle == .dark, overridden.traitCollection.displayScale == 1)
