// DGElasticPullToRefresh as its example's ViewController sets it up (../shared/corpus/
// swift-loaders/uikit_dg_elastic_pull_to_refresh, SOURCE.txt's usage lines 36-48, verbatim):
// the circle loading view and the example's colors on a table. No finger pulls here: a
// display link pulls the table down 1.25 points a frame from 0.2 s, 48 frames to −60 (under
// the 95-point threshold), as a finger's drag moves it, so the elastic shape and the
// circle's progress follow the pull. The circle's layer is named so the test can read it.
import UIKit
import LoaderAnim

let canvas = scene(title: "DGElasticPullToRefresh", width: 320, height: 240, duration: 1.4)

final class ViewController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .plain)

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.backgroundColor = UIColor(red: 250/255.0, green: 250/255.0, blue: 251/255.0, alpha: 1.0)
        view.addSubview(tableView)

        let loadingView = DGElasticPullToRefreshLoadingViewCircle()
        loadingView.tintColor = UIColor(red: 78/255.0, green: 221/255.0, blue: 200/255.0, alpha: 1.0)
        tableView.dg_addPullToRefreshWithActionHandler({ [weak self] () -> Void in
            DispatchQueue.main.asyncAfter(deadline: DispatchTime.now() + Double(Int64(1.5 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC), execute: {
                self?.tableView.dg_stopLoading()
            })
        }, loadingView: loadingView)
        tableView.dg_setPullToRefreshFillColor(UIColor(red: 57/255.0, green: 67/255.0, blue: 89/255.0, alpha: 1.0))
        tableView.dg_setPullToRefreshBackgroundColor(tableView.backgroundColor!)
        loadingView.layer.sublayers?.first?.name = "circle"
    }
}

final class Pull {
    let table: UITableView
    init(_ table: UITableView) { self.table = table }
    @objc func step(_ link: CADisplayLink) {
        guard CACurrentMediaTime() >= 0.2 else { return }
        table.contentOffset.y -= 1.25
        if table.contentOffset.y <= -60 { link.invalidate() }
    }
}

let controller = ViewController()
canvas.show(controller)
let pull = Pull(controller.tableView)
CADisplayLink(target: pull, selector: #selector(Pull.step(_:))).add(to: .main, forMode: .common)
