// GearRefreshControl as its demo's ViewController uses it (../shared/corpus/swift-loaders/
// uikit_gear_refresh_control, SOURCE.txt's usage lines 24-42, verbatim but for Swift 4's
// `UIControlEvents.valueChanged`, now `UIControl.Event.valueChanged`, and `@objc` on
// `refresh`, which #selector needs in current Swift): a table view controller whose refresh
// control is the gears, eight rows of cells. No finger pulls here: at 0.2 s the scene starts
// the refresh and holds the table pulled 120 points, as a pull past the threshold does. The
// gears' views are named so the test can find their layers.
import UIKit
import LoaderAnim

let canvas = scene(title: "GearRefreshControl", width: 320, height: 200, duration: 1.5)

final class ViewController: UITableViewController {
    var gearRefreshControl: GearRefreshControl!

    override func viewDidLoad() {
        super.viewDidLoad()
        gearRefreshControl = GearRefreshControl(frame: self.view.bounds)
        gearRefreshControl.addTarget(self, action: #selector(ViewController.refresh), for: UIControl.Event.valueChanged)
        self.refreshControl = gearRefreshControl
    }

    @objc func refresh(){
        let popTime = DispatchTime.now() + Double(Int64(3.0 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC);
        DispatchQueue.main.asyncAfter(deadline: popTime) { () -> Void in
            self.gearRefreshControl.endRefreshing()
        }
    }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
        gearRefreshControl.scrollViewDidScroll(scrollView)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 8 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row + 1)"
        return cell
    }
}

let controller = ViewController()
canvas.show(controller)
let gears = controller.gearRefreshControl.subviews[0]
for (view, name) in zip(gears.subviews, ["top", "right", "bottom", "left", "center", "shadow", "overlay"]) { view.layer.name = name }
DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
    controller.gearRefreshControl.beginRefreshing()
    controller.gearRefreshControl.sendActions(for: .valueChanged)
    controller.tableView.setContentOffset(CGPoint(x: 0, y: -120), animated: false)
}
