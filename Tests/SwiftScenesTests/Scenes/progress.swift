// A progress bar laid out with Auto Layout whose width constraint animates, as iOS
// developers write it: change the constant, then layoutIfNeeded() inside UIView.animate.
// `inspect --time T` reads the frames.
import UIKit
import LoaderAnim

let canvas = scene(title: "Progress", width: 200, height: 100, duration: 2)

final class ProgressViewController: UIViewController {
    let track = UIView(), bar = UIView(), marker = UIView()
    let smallTrack = UIView(), smallBar = UIView()
    var barWidth: NSLayoutConstraint!
    var smallBarWidth: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        for (view, name) in [(track, "track"), (bar, "bar"), (marker, "marker"), (smallTrack, "small-track"), (smallBar, "small-bar")] {
            view.translatesAutoresizingMaskIntoConstraints = false
            view.layer.name = name
        }
        track.backgroundColor = .systemGray5
        bar.backgroundColor = .systemBlue
        marker.backgroundColor = .systemRed
        smallBar.backgroundColor = .systemGreen
        view.addSubview(track)
        track.addSubview(bar)
        view.addSubview(marker)
        view.addSubview(smallTrack)
        smallTrack.addSubview(smallBar)

        barWidth = bar.widthAnchor.constraint(equalToConstant: 0)
        barWidth.identifier = "progress"
        NSLayoutConstraint.activate([
            track.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor, constant: 12),
            track.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor, constant: -12),
            track.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
            track.heightAnchor.constraint(equalToConstant: 8),
            bar.leadingAnchor.constraint(equalTo: track.leadingAnchor),
            bar.topAnchor.constraint(equalTo: track.topAnchor),
            bar.bottomAnchor.constraint(equalTo: track.bottomAnchor),
            barWidth,
        ])
        // UIKit's long form, and a dimension's multiplier: a marker a quarter of the track
        // wide, centered under it.
        view.addConstraints([
            NSLayoutConstraint(item: marker, attribute: .centerX, relatedBy: .equal, toItem: track, attribute: .centerX,
                               multiplier: 1, constant: 0),
            NSLayoutConstraint(item: marker, attribute: .top, relatedBy: .equal, toItem: track, attribute: .bottom,
                               multiplier: 1, constant: 4),
            NSLayoutConstraint(item: marker, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                               multiplier: 1, constant: 2),
        ])
        marker.widthAnchor.constraint(equalTo: track.widthAnchor, multiplier: 0.25).isActive = true

        smallBarWidth = smallBar.widthAnchor.constraint(equalToConstant: 0)
        NSLayoutConstraint.activate([
            smallTrack.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
            smallTrack.leftAnchor.constraint(equalTo: view.leftAnchor, constant: 10),
            smallTrack.widthAnchor.constraint(equalToConstant: 100),
            smallTrack.heightAnchor.constraint(equalToConstant: 4),
            smallBar.leftAnchor.constraint(equalTo: smallTrack.leftAnchor),
            smallBar.centerYAnchor.constraint(equalTo: smallTrack.centerYAnchor),
            smallBar.heightAnchor.constraint(equalTo: smallTrack.heightAnchor),
            smallBarWidth,
        ])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // Fill the track over 1 s after 0.5 s, ease in-out (UIKit's default curve).
        barWidth.constant = track.bounds.width
        UIView.animate(withDuration: 1, delay: 0.5, options: [], animations: {
            self.view.layoutIfNeeded()
        })
        // layoutIfNeeded() on the bar itself: its superview needs layout, so it is laid out.
        smallBarWidth.constant = 100
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            self.smallBar.layoutIfNeeded()
        })
        // A change outside any block: the next layout pass, at once.
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.8) {
            self.barWidth.constant = 40
        }
    }
}

canvas.show(ProgressViewController())
