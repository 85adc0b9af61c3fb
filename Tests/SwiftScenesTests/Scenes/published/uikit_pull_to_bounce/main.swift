// PullToBounce as its example's TableViewExample uses it (../shared/corpus/swift-loaders/
// uikit_pull_to_bounce, SOURCE.txt's usage lines 15-40, verbatim): the wrapper around a
// table, the example's colors and its SampleTableView (twelve plain rows) written here, as
// the example app has them outside the library. No finger pulls here: at 0.3 s the scene
// scrolls the table 140 points down, past the wrapper's stop (pull 96 + bend 40), where a
// finger's pull would release it. Views are named so the test can find their layers.
import UIKit
import LoaderAnim

let canvas = scene(title: "PullToBounce", width: 320, height: 400, duration: 1.5)

extension UIColor {
    static var customBlue: UIColor { UIColor(red: 0.37, green: 0.59, blue: 0.94, alpha: 1) }
    static var lightBlue: UIColor { UIColor(red: 0.61, green: 0.79, blue: 0.98, alpha: 1) }
}

final class SampleTableView: UITableView, UITableViewDataSource {
    override init(frame: CGRect, style: UITableView.Style) {
        super.init(frame: frame, style: style)
        dataSource = self
        backgroundColor = .white
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 12 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row + 1)"
        return cell
    }
}

final class TableViewExample: UIViewController {
    var table: UITableView!

    override func viewDidLoad() {
        super.viewDidLoad()
        self.view.backgroundColor = UIColor.customBlue
        let bodyView = UIView()
        bodyView.frame = self.view.frame
        bodyView.frame.y += 20 + 44
        self.view.addSubview(bodyView)
        
        let tableView = SampleTableView(frame: self.view.frame, style: UITableView.Style.plain)

        //🌟 Usage
        let tableViewWrapper = PullToBounceWrapper(scrollView: tableView)
        bodyView.addSubview(tableViewWrapper)

        tableViewWrapper.didPullToRefresh = {
            _ = Timer.schedule(delay: 2) { timer in
                tableViewWrapper.stopLoadingAnimation()
            }
        }

        makeMock()
        table = tableView
        tableView.layer.name = "table"
        tableViewWrapper.subviews.first?.layer.name = "bounce"
    }

    func makeMock() {
        let headerView = UIView()
        headerView.frame = CGRect(x: 0, y: 0, width: view.frame.width, height: 64)
        headerView.backgroundColor = UIColor.lightBlue
        self.view.addSubview(headerView)
    }
}

let controller = TableViewExample()
canvas.show(controller)
DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
    controller.table.setContentOffset(CGPoint(x: 0, y: -140), animated: false)
}
