import UIKit

// A file that only defines views: `--view DotView` shows one.
class DotView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        let dot = CALayer()
        dot.name = "dot"
        dot.frame = CGRect(x: frame.width / 4, y: frame.height / 4, width: frame.width / 2, height: frame.height / 2)
        dot.backgroundColor = UIColor.red.cgColor
        layer.addSublayer(dot)
    }
    required init?(coder: NSCoder) { nil }
}

final class BarView: DotView {}

struct Helper {}
private class Hidden: UIView {}
class Generic<T>: UIView {}
