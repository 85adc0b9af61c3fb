// UIStackView laying out its arranged subviews: a row by frame (.fill, centered, the
// system spacing), a column placed by constraints and sized by its arrangement (margins,
// a custom spacing, an arranged view with constraints of its own), and a row whose equal
// spacing turns into equal centering (StackViewTests).
import UIKit
import LoaderAnim

let canvas = scene(title: "Stack view", width: 200, height: 160, duration: 1)

let row = UIStackView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
row.layer.name = "row"
row.spacing = UIStackView.spacingUseSystem
row.alignment = .center
let a1 = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
let a2 = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
let a3 = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 30))
for (view, name) in [(a1, "a1"), (a2, "a2"), (a3, "a3")] {
    view.layer.name = name
    view.backgroundColor = .systemBlue
    row.addArrangedSubview(view)
}
canvas.view.addSubview(row)
print("row", row.arrangedSubviews.count, row.subviews.count, row.customSpacing(after: a1) == UIStackView.spacingUseDefault)
DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
    a2.isHidden = true
    row.distribution = .fillEqually
}

let column = UIStackView()
column.layer.name = "column"
column.axis = .vertical
column.alignment = .leading
column.spacing = 4
column.isLayoutMarginsRelativeArrangement = true
column.layoutMargins = UIEdgeInsets(top: 2, left: 3, bottom: 2, right: 3)
column.translatesAutoresizingMaskIntoConstraints = false
let b1 = UIView()
b1.layer.name = "b1"
b1.translatesAutoresizingMaskIntoConstraints = false
let b2 = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 6))
b2.layer.name = "b2"
column.addArrangedSubview(b1)
column.addArrangedSubview(b2)
column.setCustomSpacing(6, after: b1)
canvas.view.addSubview(column)
NSLayoutConstraint.activate([
    b1.widthAnchor.constraint(equalToConstant: 20),
    b1.heightAnchor.constraint(equalToConstant: 10),
    column.centerXAnchor.constraint(equalTo: canvas.view.centerXAnchor),
    column.centerYAnchor.constraint(equalTo: canvas.view.centerYAnchor),
])

let spread = UIStackView(arrangedSubviews: [20, 40, 60].map { UIView(frame: CGRect(x: 0, y: 0, width: $0, height: 10)) })
spread.frame = CGRect(x: 0, y: 120, width: 200, height: 40)
spread.layer.name = "spread"
spread.distribution = .equalSpacing
for (index, view) in spread.arrangedSubviews.enumerated() { view.layer.name = "c\(index + 1)" }
canvas.view.addSubview(spread)
DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { spread.distribution = .equalCentering }
