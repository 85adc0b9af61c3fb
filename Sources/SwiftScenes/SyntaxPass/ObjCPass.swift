import SwiftSyntax

/// What Swift on Linux refuses of a loader's Objective-C (docs/swift-scenes.md, "Objective-C
/// on Linux"), found in one file's syntax tree and turned into edits of its text. Every
/// edit keeps the file's lines where they were: attributes become spaces, and a longer or
/// shorter replacement stays on its line, so `#sourceLocation` keeps naming the user's lines
/// and a column shift is recorded for the diagnostics to undo.
final class ObjCPass: SyntaxVisitor {
    /// Attributes that only mean something to the Objective-C runtime or Interface Builder.
    static let erasedAttributes: Set<String> = ["objc", "objcMembers", "nonobjc", "IBDesignable", "IBInspectable",
                                                "IBOutlet", "IBOutletCollection", "IBAction", "IBSegueAction", "GKInspectable"]
    /// Loaderanim's layer classes: a class deriving from one (here or in another file of the
    /// scene) gets CALayer's two required initializers (see `requireLayerInitializers`).
    static let layerClasses: Set<String> = ["CALayer", "CAShapeLayer", "CAGradientLayer", "CAReplicatorLayer", "CATextLayer"]
    /// Loaderanim's animation classes: a class deriving from one gets CAAnimation's required
    /// `init()` (which copy() makes the copy with) and `init?(coder:)`.
    static let animationClasses: Set<String> = ["CAAnimation", "CAPropertyAnimation", "CABasicAnimation", "CASpringAnimation",
                                                "CAKeyframeAnimation", "CAAnimationGroup"]

    var edits: [Edit] = []
    var refusals: [Refusal] = []
    /// The classes of all the scene's files that derive from a layer class, and from an
    /// animation class.
    let layerSubclasses: Set<String>
    let animationSubclasses: Set<String>
    /// The scene classes a table or collection makes when registered, with the factory each gets.
    let cellSubclasses: [String: CellFactories.Kind]
    /// The module's findings (ModuleCollector): the classes of the scene's files, the
    /// forwarding overrides each class body gets, the `@objc optional` requirements.
    let module: ModuleCollector
    /// The names of the types around the node being visited, outermost first.
    private var typeNames: [String] = []

    init(layerSubclasses: Set<String>, animationSubclasses: Set<String>, cellSubclasses: [String: CellFactories.Kind],
         module: ModuleCollector) {
        self.layerSubclasses = layerSubclasses
        self.animationSubclasses = animationSubclasses
        self.cellSubclasses = cellSubclasses
        self.module = module
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: The enclosing type, for #selector(tick)

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        typeNames.append(node.name.text)
        if layerSubclasses.contains(node.name.text) {
            requireInitializers(node, ["", "layer:", "coder:"], stub: "_missingLayerInitializer")
        } else if animationSubclasses.contains(node.name.text) {
            requireInitializers(node, ["", "coder:"], stub: "_missingAnimationInitializer")
        }
        // Declarations added before the closing brace, on its line: after a `;` when a
        // declaration ends on that line too (`class Ring: UITableViewCell { let dot = UIView() }`).
        var added = module.forwarders[node.name.text] ?? []
        if let kind = cellSubclasses[node.name.text], let factory = CellFactories.factory(for: node, kind: kind) { added.append(factory) }
        if !added.isEmpty {
            let brace = node.memberBlock.rightBrace
            let separate = !brace.leadingTrivia.contains { $0.isNewline }
                && ![.leftBrace, .semicolon].contains(brace.previousToken(viewMode: .sourceAccurate)?.tokenKind)
            edits.append(Edit(offset: brace.positionAfterSkippingLeadingTrivia.utf8Offset, length: 0,
                              replacement: (separate ? "; " : "") + added.joined(separator: "; ") + "; "))
        }
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { typeNames.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { typeNames.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: StructDeclSyntax) { typeNames.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { typeNames.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: EnumDeclSyntax) { typeNames.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { typeNames.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: ActorDeclSyntax) { typeNames.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        typeNames.append(node.extendedType.trimmedDescription)
        if module.classes.contains(node.extendedType.trimmedDescription) {
            for member in node.memberBlock.members where ExtensionOverride.isOverride(member.decl) { renameOverride(member.decl) }
        }
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { typeNames.removeLast() }

    // MARK: Attributes and modifiers

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if Self.erasedAttributes.contains(node.attributeName.trimmedDescription) { blank(Syntax(node)) }
        return .skipChildren
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        if node.name.tokenKind == .keyword(.dynamic) { blank(Syntax(node)) }
        return .skipChildren
    }

    /// An `@objc protocol` is class-bound, so a loader's `weak var delegate: LoaderDelegate?`
    /// compiles on iOS; without `@objc` it would not: the pass adds `AnyObject` to the
    /// protocol's inheritance (after its name, or first in its list) unless it has a class
    /// bound already.
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc" }) else {
            return .visitChildren
        }
        defaultOptionalRequirements(node)
        guard let inherited = node.inheritanceClause?.inheritedTypes else {
            edits.append(Edit(offset: node.name.endPositionBeforeTrailingTrivia.utf8Offset, length: 0, replacement: ": AnyObject"))
            return .visitChildren
        }
        let bounds: Set<String> = ["AnyObject", "class", "NSObjectProtocol"]
        if !inherited.contains(where: { bounds.contains($0.type.trimmedDescription) }), let first = inherited.first {
            edits.append(Edit(offset: first.positionAfterSkippingLeadingTrivia.utf8Offset, length: 0, replacement: "AnyObject, "))
        }
        return .visitChildren
    }

    // MARK: Overrides in extensions and optional requirements (ExtensionOverrides.swift)

    /// The override keeps its body under the forwarder's target name; `override` and
    /// `private`/`fileprivate` are blanked (the class body, maybe in another file, calls it).
    private func renameOverride(_ decl: DeclSyntax) {
        guard ExtensionOverride.forwarder(for: decl) != nil else {
            return refuse(decl, "an override in an extension that observes (willSet, didSet) or takes a variadic parameter "
                + "cannot be moved into its class on Linux: declare it in the class body")
        }
        let modifiers = decl.as(FunctionDeclSyntax.self)?.modifiers ?? decl.as(VariableDeclSyntax.self)!.modifiers
        for modifier in modifiers where [.keyword(.override), .keyword(.private), .keyword(.fileprivate)].contains(modifier.name.tokenKind) {
            blank(Syntax(modifier))
        }
        let name = decl.as(FunctionDeclSyntax.self)?.name
            ?? decl.as(VariableDeclSyntax.self)!.bindings.first!.pattern.as(IdentifierPatternSyntax.self)!.identifier
        replace(Syntax(name), with: ExtensionOverride.prefix + name.text)
    }

    /// `@objc optional func f(...)` loses `optional`; an empty `f` for every type that does
    /// not declare one follows the protocol's closing brace, on its line (public when the
    /// protocol is: it then stands in for a public type's requirement).
    private func defaultOptionalRequirements(_ node: ProtocolDeclSyntax) {
        var defaults: [String] = []
        let access = node.modifiers.contains { $0.name.tokenKind == .keyword(.public) } ? "public " : ""
        for member in node.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), OptionalRequirement.isOptional(function.modifiers) else {
                if let modifiers = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers, OptionalRequirement.isOptional(modifiers) {
                    refuse(member.decl, "an optional requirement that is not a method has no default loaderanim can give: "
                        + "make it a method, or a requirement every conforming type implements")
                }
                continue
            }
            guard function.signature.returnClause == nil || function.signature.returnClause?.type.trimmedDescription == "Void" else {
                refuse(function, "an optional requirement with a result has no default loaderanim can give (its call would be nil): "
                    + "return Void, or make every conforming type implement it")
                continue
            }
            for modifier in function.modifiers where modifier.name.tokenKind == .keyword(.optional) { blank(Syntax(modifier)) }
            defaults.append(access + "func " + function.name.text + (function.genericParameterClause.map(ExtensionOverride.oneLine) ?? "")
                + ExtensionOverride.oneLine(function.signature) + " {}")
        }
        guard !defaults.isEmpty else { return }
        let name = (typeNames + [node.name.text]).joined(separator: ".")
        edits.append(Edit(offset: node.memberBlock.rightBrace.endPositionBeforeTrailingTrivia.utf8Offset, length: 0,
                          replacement: "; extension \(name) { " + defaults.joined(separator: "; ") + " }"))
    }

    /// `delegate?.timerDidEnd?(sender: self)` (or `!(`) calls an optional requirement: the
    /// `?` goes, the requirement having a default now.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let chained = node.calledExpression.as(OptionalChainingExprSyntax.self),
           let member = chained.expression.as(MemberAccessExprSyntax.self),
           module.optionalRequirements.contains(member.declName.baseName.text) {
            replace(Syntax(chained.questionMark), with: "")
        } else if let forced = node.calledExpression.as(ForceUnwrapExprSyntax.self),
                  let member = forced.expression.as(MemberAccessExprSyntax.self),
                  module.optionalRequirements.contains(member.declName.baseName.text) {
            replace(Syntax(forced.exclamationMark), with: "")
        }
        return .visitChildren
    }

    /// `(value as AnyObject).cgPointValue` (AnyObjectLookup.swift).
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let position = AnyObjectLookup.insertionPoint(node) {
            edits.append(Edit(offset: position.utf8Offset, length: 0, replacement: "_AnyObjectMember"))
        }
        return .visitChildren
    }

    // MARK: #selector and #keyPath

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        switch node.macroName.text {
        case "selector": rewriteSelector(node)
        case "keyPath": rewriteKeyPath(node)
        default: return .visitChildren
        }
        return .skipChildren
    }

    /// `#selector(tick)`, `#selector(self.step(_:))`, `#selector(Loader.tick)` and
    /// `#selector(other.tick)` become `Selector("tick", Loader.tick)`: the Objective-C name
    /// and the method unbound from its type, which the target/selector APIs call on the
    /// target they are given, as the Objective-C runtime does.
    private func rewriteSelector(_ node: MacroExpansionExprSyntax) {
        guard node.arguments.count == 1, let argument = node.arguments.first else {
            return refuse(node, "#selector takes one method")
        }
        if let label = argument.label {
            return refuse(node, "#selector(\(label.text): ...) names a property's accessor; loaderanim's selectors name methods")
        }
        let method: DeclReferenceExprSyntax
        let owner: String?
        // `#selector(Loader.tick as (Loader) -> () -> Void)` picks one of overloads: the
        // type stays on the unbound method.
        var expression = argument.expression
        var coercion = ""
        if let cast = expression.as(AsExprSyntax.self) {
            expression = cast.expression
            coercion = " as " + cast.type.trimmedDescription
        } else if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                  sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true,
                  let first = sequence.elements.first, let type = sequence.elements.last {
            // The parser leaves `x as T` unfolded: [x, as, T].
            expression = first
            coercion = " as " + type.trimmedDescription
        }
        switch expression.as(ExprSyntaxEnum.self) {
        case .declReferenceExpr(let reference):
            method = reference
            owner = typeNames.last.map { _ in typeNames.joined(separator: ".") }
        case .memberAccessExpr(let access):
            method = access.declName
            guard let base = access.base else { return refuse(node, "#selector(.\(method.trimmedDescription)) needs its type") }
            if base.trimmedDescription == "self" || base.trimmedDescription == "Self" {
                owner = typeNames.last.map { _ in typeNames.joined(separator: ".") }
            } else if Self.looksLikeType(base) {
                owner = base.trimmedDescription
            } else {
                owner = "type(of: \(base.trimmedDescription))"
            }
        default:
            return refuse(node, "#selector(\(expression.trimmedDescription)) is not a method name loaderanim can call "
                + "(write the method as `name` or `Type.name(label:)`)")
        }
        guard let owner else {
            return refuse(node, "#selector(\(method.trimmedDescription)) outside a type: name the type, as #selector(Loader.\(method.trimmedDescription))")
        }
        let replacement = "Selector(\(Self.literal(Self.objectiveCName(method))), \(owner).\(method.trimmedDescription)\(coercion))"
        replace(Syntax(node), with: replacement)
    }

    /// `#keyPath(CALayer.strokeEnd)` is the key path's text, "strokeEnd": the components
    /// after the type's name.
    private func rewriteKeyPath(_ node: MacroExpansionExprSyntax) {
        guard node.arguments.count == 1, let argument = node.arguments.first, argument.label == nil else {
            return refuse(node, "#keyPath takes one key path")
        }
        let text = argument.expression.trimmedDescription
        var components = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard components.allSatisfy(Self.isIdentifier) else {
            return refuse(node, "#keyPath(\(text.prefix { $0 != "\n" }.prefix(40))) is not a key path: names joined by dots, as #keyPath(CALayer.strokeEnd)")
        }
        while components.count > 1, components[0].first?.isUppercase == true { components.removeFirst() }
        replace(Syntax(node), with: Self.literal(components.joined(separator: ".")))
    }

    // MARK: #if os(iOS)

    /// A scene is the loader's iOS build: in `#if` conditions `os(iOS)` is `true` and any
    /// other `os(...)` (macOS, tvOS, watchOS, visionOS, Linux ...) and
    /// `targetEnvironment(...)` (simulator, macCatalyst) are `false`, each padded with spaces
    /// to its own width so that nothing moves. `||`, `&&`, `!` and `#elseif` then choose as
    /// they would on an iPhone. `canImport(...)` and `arch(...)` are left to the compiler.
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        guard let condition = node.condition else { return .visitChildren }
        for call in PlatformConditions.calls(in: condition) {
            let text = call.trimmedDescription
            guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  ["os", "targetEnvironment"].contains(name), !text.contains("\n") else { continue }
            let argument = call.arguments.first?.expression.trimmedDescription
            let value = name == "os" && argument == "iOS" ? "true" : "false"
            edits.append(Edit(offset: call.positionAfterSkippingLeadingTrivia.utf8Offset, length: text.utf8.count,
                              replacement: value + String(repeating: " ", count: max(0, text.utf8.count - value.count))))
        }
        return .visitChildren
    }

    // MARK: @NSManaged

    /// `@NSManaged var progress: CGFloat` on a layer subclass becomes a property the
    /// engine keeps: an accessor pair over the layer's custom property of that name, and a
    /// stored marker that declares it (with its type) when the layer is made. Both are
    /// written on the declaration's own line.
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let managed = node.attributes.first(where: {
            $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "NSManaged"
        }) else { return .visitChildren }
        guard !typeNames.isEmpty else { refuse(node, "@NSManaged outside a class"); return .skipChildren }
        guard node.bindingSpecifier.tokenKind == .keyword(.var), node.bindings.count == 1, let binding = node.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let type = binding.typeAnnotation, binding.initializer == nil, binding.accessorBlock == nil else {
            refuse(node, "@NSManaged takes one `var name: Type` with no value and no accessors")
            return .skipChildren
        }
        blank(Syntax(managed))  // the other attributes (@objc, dynamic) are visited below
        let key = Self.literal(name)
        let insertion = " { get { _managedValue(forKey: \(key)) } set { _setManagedValue(newValue, forKey: \(key)) } }; "
            + "private let _managed_\(name) = _ManagedProperty<\(type.type.trimmedDescription)>(\(key))"
        edits.append(Edit(offset: type.endPositionBeforeTrailingTrivia.utf8Offset, length: 0, replacement: insertion))
        return .visitChildren
    }

    // MARK: Edits

    /// Spaces in place of the node's text (newlines kept): nothing else moves.
    private func blank(_ node: Syntax) {
        let text = node.trimmedDescription
        edits.append(Edit(offset: node.positionAfterSkippingLeadingTrivia.utf8Offset, length: text.utf8.count,
                          replacement: String(text.map { $0 == "\n" ? "\n" : " " })))
    }

    /// `replacement` in place of the node's text, on the node's first line; the node's
    /// other lines are kept as empty lines so that the lines after it do not move. A
    /// replacement of more than one line would move them: refused (it comes of text the
    /// parser recovered from, such as an unclosed `#selector(`).
    func replace(_ node: Syntax, with replacement: String) {
        guard !replacement.contains("\n") else {
            let start = node.trimmedDescription.prefix { $0 != "\n" }.prefix(20)
            return refuse(node, "loaderanim cannot rewrite \(start)... written over several lines; write it on one")
        }
        let text = node.trimmedDescription
        let newlines = text.filter { $0 == "\n" }.count
        edits.append(Edit(offset: node.positionAfterSkippingLeadingTrivia.utf8Offset, length: text.utf8.count,
                          replacement: replacement + String(repeating: "\n", count: newlines)))
    }

    private func refuse(_ node: some SyntaxProtocol, _ message: String) {
        refusals.append(Refusal(offset: node.positionAfterSkippingLeadingTrivia.utf8Offset, message: message))
    }

    // MARK: Names

    /// A Swift identifier: a letter or _, then letters, digits or _ (or one in backticks).
    static func isIdentifier(_ text: String) -> Bool {
        let name = text.hasPrefix("`") && text.hasSuffix("`") && text.count > 2 ? String(text.dropFirst().dropLast()) : text
        guard let first = name.first, first == "_" || first.isLetter else { return false }
        return name.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
    }

    /// `tick` → "tick", `step(_:)` → "step:", `update(timer:)` → "updateWithTimer:",
    /// `move(to:duration:)` → "moveTo:duration:": how Swift names the method for Objective-C.
    static func objectiveCName(_ method: DeclReferenceExprSyntax) -> String {
        let base = method.baseName.text
        guard let arguments = method.argumentNames?.arguments, !arguments.isEmpty else { return base }
        var name = base
        for (index, argument) in arguments.enumerated() {
            let label = argument.name.text == "_" ? "" : argument.name.text
            if index == 0 {
                name += label.isEmpty ? "" : (Self.isPreposition(label) ? label.prefix(1).uppercased() + label.dropFirst()
                                                                         : "With" + label.prefix(1).uppercased() + label.dropFirst())
            } else {
                name += label
            }
            name += ":"
        }
        return name
    }

    static func isPreposition(_ word: String) -> Bool {
        ["to", "from", "with", "for", "at", "in", "on", "by", "of", "after", "before", "into", "onto", "under", "over"].contains(word)
    }

    /// `Loader`, `Module.Loader`, `Loader<T>`: an expression that names a type.
    static func looksLikeType(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text.first?.isUppercase == true }
        if let access = expression.as(MemberAccessExprSyntax.self) { return access.declName.baseName.text.first?.isUppercase == true }
        return expression.is(GenericSpecializationExprSyntax.self)
    }

    /// A Swift string literal of `text` (names and key paths: no escapes needed but quotes).
    static func literal(_ text: String) -> String {
        var out = "\""
        for character in text {
            if character == "\"" || character == "\\" { out.append("\\") }
            out.append(character)
        }
        return out + "\""
    }
}

/// The calls in an `#if` condition (`os(iOS)`, `targetEnvironment(simulator)`, ...).
final class PlatformConditions: SyntaxVisitor {
    private(set) var found: [FunctionCallExprSyntax] = []

    static func calls(in condition: ExprSyntax) -> [FunctionCallExprSyntax] {
        let visitor = PlatformConditions(viewMode: .sourceAccurate)
        visitor.walk(condition)
        return visitor.found
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        found.append(node)
        return .skipChildren
    }
}

/// `length` UTF-8 bytes at `offset` become `replacement`.
struct Edit {
    var offset: Int
    var length: Int
    var replacement: String
}

/// Something the pass cannot rewrite, with where it is.
struct Refusal {
    var offset: Int
    var message: String
}
