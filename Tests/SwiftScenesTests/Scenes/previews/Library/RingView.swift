// No import: in a framework whose umbrella header imports UIKit, every file sees UIKit.
final class PulseView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.name = "pulse"
        backgroundColor = .systemGreen
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 0.5
        layer.add(fade, forKey: "fade")
    }
    required init?(coder: NSCoder) { nil }
}
