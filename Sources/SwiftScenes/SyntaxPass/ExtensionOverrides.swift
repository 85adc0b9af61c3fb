import SwiftSyntax

// Two Objective-C habits that need the whole module, found before any file is edited:
//
// - Overrides in extensions (`extension Indicator { override var intrinsicContentSize ... }`):
//   iOS allows them because UIKit's members are `@objc dynamic`; Swift on Linux does not. The
//   override stays where it is under another name (`_laOverride_intrinsicContentSize`, its
//   `override` and `private` blanked), and the class body gets, on its closing brace's line,
//   a one-line override that forwards to it. `super` inside still means the superclass.
// - `@objc optional` protocol requirements: the `optional` is blanked, the protocol gets an
//   empty default implementation on its closing brace's line, and a call through one
//   (`delegate?.timerDidEnd?(sender: self)`) loses its `?`.

/// What one file's extensions and protocols give the module.
final class ModuleCollector: SyntaxVisitor {
    /// Per class name, the one-line forwarding overrides its body gets.
    private(set) var forwarders: [String: [String]] = [:]
    /// The names of `@objc optional` requirements (methods).
    private(set) var optionalRequirements: Set<String> = []
    let classes: Set<String>

    init(classes: Set<String>) {
        self.classes = classes
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.trimmedDescription
        guard classes.contains(name) else { return .skipChildren }
        for member in node.memberBlock.members where ExtensionOverride.isOverride(member.decl) {
            if let forwarder = ExtensionOverride.forwarder(for: member.decl) { forwarders[name, default: []].append(forwarder) }
        }
        return .skipChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        for member in node.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), OptionalRequirement.isOptional(function.modifiers) else { continue }
            optionalRequirements.insert(function.name.text)
        }
        return .skipChildren
    }
}

enum ExtensionOverride {
    static let prefix = "_laOverride_"

    static func isOverride(_ decl: DeclSyntax) -> Bool {
        let modifiers = decl.as(FunctionDeclSyntax.self)?.modifiers ?? decl.as(VariableDeclSyntax.self)?.modifiers
        return modifiers?.contains { $0.name.tokenKind == .keyword(.override) } ?? false
    }

    /// The access and `class`/`static` of the override, as the forwarder repeats them.
    static func keptModifiers(_ modifiers: DeclModifierListSyntax) -> String {
        let kept: Set<String> = ["open", "public", "internal", "class", "static", "final"]
        return modifiers.map(\.name.text).filter(kept.contains).map { $0 + " " }.joined()
    }

    /// The one-line override of the class body that forwards to the renamed member; nil for
    /// what cannot be forwarded (the pass refuses it when it edits the extension).
    static func forwarder(for decl: DeclSyntax) -> String? {
        if let function = decl.as(FunctionDeclSyntax.self) {
            var arguments: [String] = []
            for parameter in function.signature.parameterClause.parameters {
                guard parameter.ellipsis == nil else { return nil }
                let name = (parameter.secondName ?? parameter.firstName).text
                let value = (parameter.type.is(AttributedTypeSyntax.self) && parameter.type.trimmedDescription.hasPrefix("inout")
                             ? "&" : "") + name
                arguments.append(parameter.firstName.text == "_" ? value : "\(parameter.firstName.text): \(value)")
            }
            let effects = function.signature.effectSpecifiers
            let call = (effects?.throwsClause != nil ? "try " : "") + (effects?.asyncSpecifier != nil ? "await " : "")
                + prefix + function.name.text + "(" + arguments.joined(separator: ", ") + ")"
            let generics = function.genericParameterClause.map(oneLine) ?? ""
            let clause = function.genericWhereClause.map { " " + oneLine($0) } ?? ""
            return keptModifiers(function.modifiers) + "override func " + function.name.text + generics
                + oneLine(function.signature) + clause + " { " + (function.signature.returnClause == nil ? "" : "return ") + call + " }"
        }
        guard let variable = decl.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let type = binding.typeAnnotation,
              let accessors = binding.accessorBlock else { return nil }
        var setter = false
        if case .accessors(let list) = accessors.accessors {
            for accessor in list {
                switch accessor.accessorSpecifier.tokenKind {
                case .keyword(.get): break
                case .keyword(.set): setter = true
                default: return nil  // willSet and didSet: an extension cannot observe
                }
            }
        }
        let target = prefix + name
        let body = setter ? "{ get { \(target) } set { \(target) = newValue } }" : "{ \(target) }"
        return keptModifiers(variable.modifiers) + "override var " + name + oneLine(type) + " " + body
    }

    /// The node's text on one line: comments dropped, each run of trivia one space.
    static func oneLine(_ node: some SyntaxProtocol) -> String {
        var out = ""
        for token in node.tokens(viewMode: .sourceAccurate) {
            if !token.leadingTrivia.isEmpty, token.id != node.firstToken(viewMode: .sourceAccurate)?.id, out.last != " " { out += " " }
            out += token.text
            if !token.trailingTrivia.isEmpty, token.id != node.lastToken(viewMode: .sourceAccurate)?.id, out.last != " " { out += " " }
        }
        return out
    }
}

enum OptionalRequirement {
    static func isOptional(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.optional) }
    }
}
