import SwiftSyntax

/// `tableView.register(RingCell.self, forCellReuseIdentifier: "ring")`: UIKit makes the
/// registered class with Objective-C's runtime, through its class value. Swift on Linux can
/// call an initializer through a class value only when it is `required`, and UIKit's cell
/// initializers are not, so the mirror asks the class for a factory (`_makeCell` and its
/// siblings, UITableViewCell.swift) and the pass writes the override into each scene class
/// that derives from a cell, on its closing brace's line:
///
///     class RingCell: UITableViewCell { … }
///       ──▶ class RingCell: UITableViewCell { … override class func _makeCell(style: …) -> UITableViewCell { RingCell(style: style, reuseIdentifier: reuseIdentifier) }; }
///
/// Only where that initializer can be called: the class declares it, or declares no
/// designated initializer and so inherits it. A generic class is left alone (the table warns).
enum CellFactories {
    struct Kind {
        /// The mirror's classes whose scene subclasses get this factory.
        let bases: Set<String>
        let method: String
        let arguments: String
        /// The initializer's labels the factory calls.
        let labels: String
    }

    static let kinds = [
        Kind(bases: ["UITableViewCell"],
             method: "override class func _makeCell(style: UITableViewCell.CellStyle, reuseIdentifier: String?) -> UITableViewCell",
             arguments: "(style: style, reuseIdentifier: reuseIdentifier)", labels: "style:reuseIdentifier:"),
        Kind(bases: ["UICollectionReusableView", "UICollectionViewCell", "UICollectionViewListCell"],
             method: "override class func _makeReusableView(frame: CGRect) -> UICollectionReusableView",
             arguments: "(frame: frame)", labels: "frame:"),
        Kind(bases: ["UITableViewHeaderFooterView"],
             method: "override class func _makeHeaderFooterView(reuseIdentifier: String?) -> UITableViewHeaderFooterView",
             arguments: "(reuseIdentifier: reuseIdentifier)", labels: "reuseIdentifier:"),
    ]

    /// The override for `node`, of kind `kind`, or nil when its initializer cannot be called.
    static func factory(for node: ClassDeclSyntax, kind: Kind) -> String? {
        guard node.genericParameterClause == nil else { return nil }
        var declares = false, designated = false
        for member in node.memberBlock.members {
            guard let initializer = member.decl.as(InitializerDeclSyntax.self) else { continue }
            let labels = initializer.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
            let isConvenience = initializer.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) }
            if labels == kind.labels, initializer.optionalMark == nil { declares = true }
            else if !isConvenience && labels != "coder:" { designated = true }
        }
        guard declares || !designated else { return nil }
        return "\(kind.method) { \(node.name.text)\(kind.arguments) }"
    }
}
