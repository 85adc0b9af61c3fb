// A table of 20 rows under a 30-point header view, scrolled to row 10, and a flow-layout
// collection of 6 items (TableViewTests).
import UIKit
import LoaderAnim

let canvas = scene(title: "Table view", width: 200, height: 300, duration: 0.5)

final class Rows: NSObject, UITableViewDataSource, UICollectionViewDataSource {
    var asked = 0
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        asked += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        cell.backgroundColor = .systemBlue
        return cell
    }
}
/// A registered subclass, made by the table (the source pass gives it its factory).
final class RowCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        backgroundColor = .systemYellow
    }
    required init?(coder: NSCoder) { fatalError() }
}
let rows = Rows()
let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 300), style: .plain)
table.register(RowCell.self, forCellReuseIdentifier: "row")
let header = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
header.backgroundColor = .systemRed
table.tableHeaderView = header
table.dataSource = rows
canvas.view.addSubview(table)

func describe(_ name: String) {
    let visible = table.indexPathsForVisibleRows ?? []
    let first = visible.first.flatMap { table.cellForRow(at: $0) }
    print(name, table.contentSize.height, visible.count, visible.first?.row ?? -1, first?.frame.minY ?? -1, first is RowCell,
          table.rectForRow(at: IndexPath(row: 3, section: 0)).minY, table.numberOfRows(inSection: 0), rows.asked)
}
DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
    describe("top")
    table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .top, animated: false)
    table.layoutIfNeeded()
    describe("scrolled")
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 50, height: 50)
    let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 300), collectionViewLayout: layout)
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
    collection.dataSource = rows
    canvas.view.addSubview(collection)
    collection.layoutIfNeeded()
    let frames = (0..<6).map { collection.cellForItem(at: IndexPath(item: $0, section: 0))?.frame.origin ?? CGPoint(x: -1, y: -1) }
    print("grid", collection.contentSize.height, frames.map { "\(Int($0.x)),\(Int($0.y))" }.joined(separator: " "))
}
