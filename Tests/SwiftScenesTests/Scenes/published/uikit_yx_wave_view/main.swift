// YXWaveView as its demo's ViewController starts it (../shared/corpus/swift-loaders/
// uikit_yx_wave_view, SOURCE.txt's usage lines): a white wave on a red view with an
// avatar riding it. The library's file is read from the corpus at test time and compiled
// beside this one, unchanged. The avatar's asset-catalog picture is drawn here instead,
// and the layers are named so the test can find them.
import UIKit
import LoaderAnim

let canvas = scene(title: "YXWaveView", width: 320, height: 200, duration: 2)

final class ViewController: UIViewController {
    var waterView: YXWaveView?

    override func viewDidLoad() {
        super.viewDidLoad()
        // Init Avatar OverView
        let avatarFrame = CGRect(x: 0, y: 0, width: 60, height: 60)
        let avatarView = UIImageView(frame: avatarFrame)
        avatarView.layer.cornerRadius = avatarView.bounds.height/2
        avatarView.layer.masksToBounds = true
        avatarView.layer.borderColor  = UIColor.white.cgColor
        avatarView.layer.borderWidth = 3
        avatarView.layer.contents = UIGraphicsImageRenderer(size: avatarFrame.size).image { context in
            UIColor.systemTeal.setFill()
            context.fill(avatarFrame)
        }.cgImage
        avatarView.layer.name = "avatar"

        let frame = CGRect(x: 0, y: 0, width: self.view.bounds.size.width, height: 200)
        waterView = YXWaveView(frame: frame, color: UIColor.white)
        waterView!.addOverView(avatarView)
        waterView!.backgroundColor = UIColor(red: 248/255, green: 64/255, blue: 87/255, alpha: 1)
        waterView!.layer.sublayers?[0].name = "realWave"
        waterView!.layer.sublayers?[1].name = "maskWave"

        // Add WaveView
        self.view.addSubview(waterView!)

        // Start wave
        waterView!.start()
    }
}

canvas.show(ViewController())
