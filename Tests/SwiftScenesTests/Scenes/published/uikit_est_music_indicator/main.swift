// ESTMusicIndicatorView as its README starts it (../shared/corpus/swift-loaders/
// uikit_est_music_indicator, SOURCE.txt's usage lines 83-95): made with a zero frame,
// tinted, sized to fit, added, then set playing. Its bar layers are named so the test can
// find them.
import UIKit
import LoaderAnim

let canvas = scene(title: "ESTMusicIndicator", width: 40, height: 20, duration: 2)
let view = canvas.view

let indicator = ESTMusicIndicatorView.init(frame: CGRect.zero)
indicator.tintColor = .red
indicator.sizeToFit()
view.addSubview(indicator)
indicator.state = .playing

indicator.layer.name = "indicator"
for (index, bar) in (indicator.subviews.first?.layer.sublayers ?? []).enumerated() { bar.name = "bar\(index)" }
