import SwiftSyntax

// Layer subclasses' initializers (ObjCPass's, for the classes it finds deriving from a layer
// or an animation class).
extension ObjCPass {
    /// CALayer's `init()` and `init(layer:)` are `required` in loaderanim, so that a view's
    /// `layerClass` and `presentation()` can make a scene's own layer class (and
    /// `init?(coder:)`, as NSCoding makes it on iOS); CAAnimation's `init()` likewise, for
    /// copy(). An override of one (`override init(layer: Any)`) becomes `required`, and a
    /// class that declares other designated initializers but not these gets them as stubs
    /// (`wanted` lists them by their argument labels), `init()` and `init(layer:)` stopping
    /// with a message (`stub`) as iOS traps on an unimplemented initializer.
    func requireInitializers(_ node: ClassDeclSyntax, _ wanted: [String], stub: String) {
        var designated = false
        var has: Set<String> = []
        for member in node.memberBlock.members {
            guard let initializer = member.decl.as(InitializerDeclSyntax.self) else { continue }
            let parameters = initializer.signature.parameterClause.parameters
            let labels = parameters.map { $0.firstName.text + ":" }.joined()
            let isConvenience = initializer.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) }
            if !isConvenience && labels != "coder:" { designated = true }
            guard wanted.contains(labels) else { continue }
            has.insert(labels)
            if let override = initializer.modifiers.first(where: { $0.name.tokenKind == .keyword(.override) }) {
                replace(Syntax(override.name), with: "required")
            }
        }
        guard designated else { return }
        let name = Self.literal(node.name.text)
        var stubs = ""
        if !has.contains("") { stubs += " required init() { \(stub)(\(name), \"init()\") };" }
        if wanted.contains("layer:"), !has.contains("layer:") {
            stubs += " required init(layer: Any) { \(stub)(\(name), \"init(layer:)\") };"
        }
        // NSCoding's, which nothing here calls (no archives, no storyboards).
        if !has.contains("coder:") { stubs += " required init?(coder: NSCoder) { return nil };" }
        if !stubs.isEmpty {
            edits.append(Edit(offset: node.memberBlock.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset, length: 0, replacement: stubs))
        }
    }
}
