// SRCountdownTimer as its example's ViewController configures and starts it (../shared/
// corpus/swift-loaders/uikit_sr_countdown_timer, SOURCE.txt's usage lines), the view made
// here instead of in a storyboard. A delegate implements one of the protocol's five
// optional requirements and shows the counter as a bar's width, as an app might.
import UIKit
import LoaderAnim

let canvas = scene(title: "SRCountdownTimer", width: 200, height: 240, duration: 3)

final class ViewController: UIViewController, SRCountdownTimerDelegate {
    var countdownTimer: SRCountdownTimer!
    let bar = UIView(frame: CGRect(x: 0, y: 220, width: 0, height: 20))

    override func viewDidLoad() {
        super.viewDidLoad()
        countdownTimer = SRCountdownTimer(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.addSubview(countdownTimer)
        bar.backgroundColor = .systemRed
        bar.layer.name = "bar"
        view.addSubview(bar)
        countdownTimer.delegate = self

        // uncomment this line if would like to see a minute and second representation of the remaining time
        // (rather than just a second representation
        //countdownTimer.useMinutesAndSecondsRepresentation = true

        countdownTimer.labelFont = UIFont(name: "HelveticaNeue-Light", size: 50.0)
        countdownTimer.labelTextColor = UIColor.red
        countdownTimer.timerFinishingText = "End"
        countdownTimer.lineWidth = 4
        countdownTimer.start(beginingValue: 15, interval: 1)
    }

    func timerDidUpdateCounterValue(sender: SRCountdownTimer, newValue: Int) {
        bar.frame.size.width = CGFloat(newValue) * 10
    }
}

canvas.show(ViewController())
