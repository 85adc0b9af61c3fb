// A scroll view moved by its content offset, at once and animated, with a delegate that
// counts did-scrolls (ScrollViewTests).
import UIKit
import LoaderAnim

let canvas = scene(title: "Scroll view", width: 100, height: 100, duration: 1)

final class Watcher: UIScrollViewDelegate {
    var scrolls = 0
    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        print("ended", CACurrentMediaTime(), scrolls, scrollView.contentOffset.y)
    }
}
let watcher = Watcher()
let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
scroll.contentSize = CGSize(width: 100, height: 400)
scroll.layer.name = "scroll"
let box = UIView(frame: CGRect(x: 0, y: 150, width: 100, height: 20))
box.backgroundColor = .systemBlue
scroll.addSubview(box)
canvas.view.addSubview(scroll)
scroll.delegate = watcher

scroll.contentOffset = CGPoint(x: 0, y: 50)
print("offset", scroll.contentOffset.y, scroll.bounds.minY, watcher.scrolls, scroll.clipsToBounds, scroll.isDragging)
DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { scroll.setContentOffset(CGPoint(x: 0, y: 150), animated: true) }

// Key-value observing: a view that watches the offset from 0.6 s (told the current value at
// once, with .initial), then a jump at 0.7 s, then is removed before a last jump.
final class OffsetWatcher: UIView {
    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                               context: UnsafeMutableRawPointer?) {
        let new = (change?[.newKey] as? NSValue)?.cgPointValue.y
        let old = (change?[.oldKey] as? NSValue)?.cgPointValue.y
        print("observed", keyPath ?? "-", new.map { "\($0)" } ?? "-", old.map { "\($0)" } ?? "-", CACurrentMediaTime())
    }
}
let offsetWatcher = OffsetWatcher()
DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) {
    scroll.addObserver(offsetWatcher, forKeyPath: "contentOffset", options: [.new, .old, .initial], context: nil)
}
DispatchQueue.main.asyncAfter(deadline: .now() + 0.7) {
    scroll.contentOffset = CGPoint(x: 0, y: 120)
    scroll.removeObserver(offsetWatcher, forKeyPath: "contentOffset")
    scroll.contentOffset = CGPoint(x: 0, y: 150)
}
