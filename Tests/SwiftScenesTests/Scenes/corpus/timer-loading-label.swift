// Style: a Swift 3 era tutorial ("make a loading screen with NSTimer"): a selector Timer
// (scheduledTimer(timeInterval:target:selector:userInfo:repeats:)) ticks every 0.25 s,
// cycles the dots of a "Loading" CATextLayer (kCAAlignmentCenter), widens a plain
// UIView bar by setting its frame, and invalidates itself when the bar is full.
import Foundation
import UIKit
import LoaderAnim

class LoadingView: UIView {

    var timer: Timer?
    var ticks = 0
    let totalTicks = 8
    let label = CATextLayer()
    let track = UIView()
    let bar = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor.white

        label.string = "Loading"
        label.name = "label"
        label.fontSize = 13
        label.foregroundColor = UIColor.darkGray.cgColor
        label.alignmentMode = kCAAlignmentCenter
        label.contentsScale = UIScreen.main.scale
        label.frame = CGRect(x: 0, y: 8, width: frame.width, height: 18)
        layer.addSublayer(label)

        track.frame = CGRect(x: 10, y: 34, width: frame.width - 20, height: 6)
        track.backgroundColor = UIColor(white: 0.9, alpha: 1)
        track.layer.cornerRadius = 3
        addSubview(track)

        bar.frame = CGRect(x: 0, y: 0, width: 0, height: 6)
        bar.backgroundColor = UIColor.orange
        bar.layer.cornerRadius = 3
        bar.layer.name = "bar"
        track.addSubview(bar)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func start() {
        timer = Timer.scheduledTimer(timeInterval: 0.25, target: self, selector: #selector(LoadingView.update), userInfo: nil, repeats: true)
    }

    @objc func update() {
        ticks += 1
        let dots = String(repeating: ".", count: ticks % 4)
        label.string = "Loading" + dots

        let width = track.frame.width * CGFloat(ticks) / CGFloat(totalTicks)
        bar.frame = CGRect(x: 0, y: 0, width: width, height: 6)

        if ticks == totalTicks {
            timer?.invalidate()
            timer = nil
            label.string = "Done"
        }
    }
}

let canvas = scene(title: "Timer loading label", width: 100, height: 50, background: .white, duration: 2.5, fps: 20)
let loading = LoadingView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
canvas.view.addSubview(loading)
loading.start()
