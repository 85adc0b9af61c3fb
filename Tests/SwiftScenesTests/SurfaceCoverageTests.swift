import Foundation
import ReferenceImageSupport
import Testing

/// docs/swift-scenes.md's coverage table (issue 44) and docs/swiftui.md's (issue 45): per
/// Apple type, its members on iOS (AppleAPI/*.txt, Apple's member lists), how many a scene
/// can name (a probe file that refers to each, `_ = \UIView.frame`, `_ = UIView.addSubview(_:)`,
/// `_ = UIView.init(frame:)`, type-checked against the kit: what the mirror declares and what
/// Foundation on Linux gives alike), how many of those warn that they are not drawn (a
/// `warnNotDrawn("Type.member` in the mirror's sources), and which are missing. Generated;
/// the regeneration switch (LOADERANIM_REGENERATE_REFERENCES=1) rewrites both.
@Suite struct SurfaceCoverageTests {
    static let frameworks = pages.flatMap { $0.frameworks }

    /// Each table's page, its frameworks, and the imports its probe starts with. A UIKit
    /// scene's names are probed without SwiftUI (a scene that does not import it never sees
    /// its additions), SwiftUI's with a SwiftUI file's one import, which brings UIKit,
    /// Combine and Observation with it, as on iOS: two compiles.
    static let pages: [(page: String, frameworks: [String], imports: [String])] = [
        ("docs/swift-scenes.md", ["UIKit", "QuartzCore", "CoreGraphics", "Foundation"], ["import UIKit", "import QuartzCore", "import Combine"]),
        ("docs/swiftui.md", ["SwiftUI"], ["import SwiftUI"]),
    ]

    /// SwiftUI's static properties on its structures are all of their own type (`Animation.linear`,
    /// `Color.red`, `Font.Weight.bold`): the probe names one where that type is expected
    /// (`let _: Animation = .interactiveSpring`), so that a function of the same name with
    /// every argument defaulted does not pass for it as `_ = Animation.interactiveSpring` would.
    static let typedStatics: Set<String> = ["SwiftUI"]

    /// SwiftUI's protocols in its list. A protocol's members cannot be named through the
    /// protocol, so the probe names them on a type parameter that conforms to it
    /// (`_ = T.frame(width:height:alignment:)`, `_ = \T.animatableData`): exactly what the
    /// protocol and its extensions give, where a concrete stand-in (EmptyView, Color) would
    /// also lend its own members. A static member Apple constrains to one conforming type
    /// (Shape's `circle`, ShapeStyle's `red`, TimelineSchedule's `periodic(from:by:)`) is named
    /// as a loader writes it, where the protocol is expected: `_probeIn_Shape(.circle)`,
    /// `_ = { _probeIn_Shape(.rect(cornerRadius: $0, style: $1)) }`.
    static let protocols: Set<String> = ["View", "ViewModifier", "Shape", "InsettableShape", "ShapeStyle", "Animatable", "VectorArithmetic",
                                         "TimelineSchedule", "PreferenceKey", "PreviewProvider", "UIViewRepresentable"]

    /// Apple's members by type, in the lists' order of types.
    static func appleMembers(_ framework: String) throws -> [(type: String, members: [String])] {
        let path = MirrorSurfaceTests.root.appendingPathComponent("Tests/SwiftScenesTests/AppleAPI/\(framework).txt").path
        var result: [(String, [String])] = []
        for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("//") {
            if line.hasPrefix("# ") { result.append((String(line.dropFirst(2)), [])) } else if !result.isEmpty {
                result[result.count - 1].1.append(String(line))
            }
        }
        return result
    }

    /// The ways to name a member without calling it: a key path or the static member for a
    /// property (one of them is right), the unbound function for a method or initializer.
    static func references(to member: String, of type: String) -> [String] {
        // `affineTransform()`, as Apple writes a method without arguments, is named without
        // its parentheses (with them it would be a call).
        let name = member.hasSuffix("()") && !member.hasPrefix("init") ? String(member.dropLast(2)) : member
        if type == "(functions and constants)" { return ["_ = \(name)"] }
        if name.contains("(") { return ["_ = \(type).\(name)"] }
        if member != name { return ["_ = \(type).\(name)"] }
        return ["_ = \\\(type).\(member)", "_ = \(type).\(member)"]
    }

    /// The ways to name a member of the protocol `type` inside `func _probe_<type><T: <type>>`:
    /// on the type parameter as `references` names it on a type, and as an implicit member
    /// where the protocol is expected (a property as is, a function with `$0`, `$1` … for its
    /// arguments). An initializer is named on the type parameter only.
    static func protocolReferences(to member: String, of type: String) -> [String] {
        let onParameter = references(to: member, of: "T")
        guard !member.hasPrefix("init") else { return onParameter }
        let function = "_probeIn_" + identifier(type)
        guard let open = member.firstIndex(of: "(") else { return onParameter + ["\(function)(.\(member))"] }
        let labels = member[member.index(after: open)...].dropLast().split(separator: ":", omittingEmptySubsequences: false).dropLast()
        let arguments = labels.enumerated().map { $0.element == "_" ? "$\($0.offset)" : "\($0.element): $\($0.offset)" }
        let call = "\(function)(.\(member[..<open])(\(arguments.joined(separator: ", "))))"
        return onParameter + [arguments.isEmpty ? call : "_ = { \(call) }"]
    }

    /// A type's name as part of a Swift identifier (`Gradient.Stop` → `Gradient_Stop`).
    static func identifier(_ type: String) -> String { type.replacingOccurrences(of: ".", with: "_") }

    /// Errors that say the member is there, only not nameable this way (overloads with the
    /// same labels, generic methods, mutating methods, a generic static member named through
    /// a closure: a member that is not there says so on the same line).
    static let foundAnyway = ["ambiguous use", "could not be inferred", "mutating", "missing argument",
                              "cannot infer type of closure parameter"]

    /// Per "Type member", whether a scene can name it: one type-check of each page's probe per
    /// test process, which the tests read.
    static let probe = Result { try typeCheckProbes() }
    static func nameable() throws -> Set<String> { try probe.get() }

    static func typeCheckProbes() throws -> Set<String> {
        try pages.reduce(into: Set<String>()) { $0.formUnion(try typeCheckProbe(frameworks: $1.frameworks, imports: $1.imports)) }
    }

    static func typeCheckProbe(frameworks: [String], imports: [String]) throws -> Set<String> {
        let kit = try #require(ObjectiveCPassTests.kit, "the Swift scene kit is not built beside the tests")
        let folder = temporaryFolder("surface-probe")
        // No `import Foundation` or `import CoreGraphics`: the source pass turns a scene's into
        // `import UIKit`, which re-exports both under the mirror's clock types (Timer, RunLoop, Date).
        var probe = imports + ["func _probe() {"]
        var owners: [Int: String] = [:]
        var protocolMembers: [(type: String, members: [String])] = []
        for framework in frameworks {
            for (type, members) in try appleMembers(framework) {
                if protocols.contains(type) {
                    protocolMembers.append((type, members))
                    continue
                }
                for member in members {
                    let typed = typedStatics.contains(framework) && !member.contains("(") && type != "(functions and constants)"
                    for reference in typed ? ["_ = \\\(type).\(member)", "let _: \(type) = .\(member)"] : references(to: member, of: type) {
                        probe.append("    " + reference)
                        owners[probe.count] = "\(type) \(member)"
                    }
                }
            }
        }
        probe.append("}")
        for (type, members) in protocolMembers {
            let name = identifier(type)
            // On the main actor, where a loader names them (a view's body, a preview provider's previews).
            probe += ["func _probeIn_\(name)<T: \(type)>(_ value: T) {}", "@MainActor func _probe_\(name)<T: \(type)>(_: T.Type) {"]
            for member in members {
                for reference in protocolReferences(to: member, of: type) {
                    probe.append("    " + reference)
                    owners[probe.count] = "\(type) \(member)"
                }
            }
            probe.append("}")
        }
        try probe.joined(separator: "\n").write(toFile: folder + "/probe.swift", atomically: true, encoding: .utf8)
        let swiftc = ProcessInfo.processInfo.environment["LOADERANIM_SWIFTC"] ?? "swiftc"
        let result = try run([swiftc, "-typecheck", "-swift-version", "5", "-diagnostic-style", "llvm",
                              "-module-alias", "UIKit=LAUIKit", "-module-alias", "QuartzCore=LAQuartzCore",
                              "-module-alias", "CoreGraphics=LACoreGraphics", "-module-alias", "Combine=LACombine",
                              "-module-alias", "SwiftUI=LASwiftUI", "-I", kit.modules]
                             + (kit.combineHelpersMap.map { ["-Xcc", "-fmodule-map-file=" + $0] } ?? []) + [folder + "/probe.swift"], timeout: 300)
        var failed: Set<Int> = []
        let output = String(decoding: result.out + result.err, as: UTF8.self)
        for line in lines(output) where line.contains(": error: ") {
            guard let range = line.firstRange(of: "probe.swift:"),
                  let number = Int(line[range.upperBound...].prefix { $0.isNumber }) else { continue }
            if !foundAnyway.contains(where: { line.contains($0) }) { failed.insert(number) }
        }
        return Set(owners.filter { !failed.contains($0.key) }.values)
    }

    /// "Type.member" names the mirror warns about (`warnNotDrawn("UIViewPropertyAnimator.pauseAnimation()")`).
    static func warnedMembers() throws -> Set<String> {
        let folder = MirrorSurfaceTests.root.appendingPathComponent("Sources/SwiftMirror").path
        var found: Set<String> = []
        for file in try FileManager.default.subpathsOfDirectory(atPath: folder) where file.hasSuffix(".swift") {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            for part in text.split(separator: "warnNotDrawn(\"").dropFirst() {
                let name = part.prefix { $0 != "\"" && $0 != " " }
                found.insert(name.hasSuffix("()") ? String(name.dropLast(2)) + "()" : String(name))
            }
        }
        return found
    }

    /// SwiftUI's warnings as its mirror words them, "Type.member" for each: a member named as a
    /// scene writes it (`Image(systemName:)` for `init(systemName:)`), a method by its name
    /// alone (`GraphicsContext.addFilter`), and the members a helper passes on to a warning
    /// about `Type.\(parameter)` (`notDrawn("blur(radius:opaque:)", …)` warns
    /// `View.\(name)`). The tables of docs/swift-scenes.md keep the literal rule above.
    static func warnedAsWorded() throws -> Set<String> {
        let folder = MirrorSurfaceTests.root.appendingPathComponent("Sources/SwiftMirror").path
        var found = try warnedMembers()
        for file in try FileManager.default.subpathsOfDirectory(atPath: folder) where file.hasSuffix(".swift") {
            found.formUnion(helperWarnings(in: try String(contentsOfFile: folder + "/" + file, encoding: .utf8)))
        }
        return found
    }

    /// "Type.member" for each call `helper("member"` of a function whose body warns
    /// `warnNotDrawn("Type.\(parameter)")` (the nearest `func` before the warning).
    static func helperWarnings(in text: String) -> Set<String> {
        var found: Set<String> = []
        for warning in text.ranges(of: "warnNotDrawn(\"") {
            let literal = text[warning.upperBound...].prefix { $0 != "\"" }
            guard let dot = literal.firstIndex(of: "."), literal[literal.index(after: dot)...].hasPrefix("\\("),
                  let function = text[..<warning.lowerBound].ranges(of: "func ").last else { continue }
            let helper = text[function.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard !helper.isEmpty else { continue }
            for call in text.ranges(of: helper + "(\"") {
                found.insert(String(literal[..<dot]) + "." + String(text[call.upperBound...].prefix { $0 != "\"" }))
            }
        }
        return found
    }

    /// Whether `member` of `type` is warned: by its name as Apple spells it, or, read as
    /// SwiftUI's warnings word it (`asWorded`), as a scene writes an initializer or by a
    /// method's name alone.
    static func isWarned(_ member: String, of type: String, in warned: Set<String>, asWorded: Bool) -> Bool {
        if warned.contains("\(type).\(member)") { return true }
        guard asWorded else { return false }
        if member.hasPrefix("init("), warned.contains(type + member.dropFirst(4)) { return true }
        if let open = member.firstIndex(of: "("), !member.hasPrefix("init"), warned.contains("\(type).\(member[..<open])") { return true }
        return false
    }

    /// Per type: Apple's members; of those a scene can name, the inert ones (InertSections),
    /// the warned ones, and the rest drawn; the missing ones by name. `frameworks`: one
    /// page's (docs/swift-scenes.md's by default).
    static func table(_ frameworks: [String] = SurfaceCoverageTests.pages[0].frameworks) throws -> String {
        let asWorded = frameworks == ["SwiftUI"]
        let found = try nameable(), warned = asWorded ? try warnedAsWorded() : try warnedMembers()
        let inert = try InertSections.members(under: MirrorSurfaceTests.root.appendingPathComponent("Sources/SwiftMirror").path)
        var lines = ["| framework | type | on iOS | drawn | inert | warned | missing | declared % | missing names |",
                     "|---|---|---|---|---|---|---|---|---|"]
        var total = (apple: 0, drawn: 0, inert: 0, warned: 0)
        for framework in frameworks {
            for (type, members) in try appleMembers(framework) {
                let declared = members.filter { found.contains("\(type) \($0)") }
                let missing = members.filter { !declared.contains($0) }
                let warnedCount = declared.filter { isWarned($0, of: type, in: warned, asWorded: asWorded) }.count
                let inertCount = declared.filter { !isWarned($0, of: type, in: warned, asWorded: asWorded) && inert.contains("\(type) \($0)") }.count
                let drawn = declared.count - warnedCount - inertCount
                total = (total.apple + members.count, total.drawn + drawn, total.inert + inertCount, total.warned + warnedCount)
                let percent = members.isEmpty ? 100 : declared.count * 100 / members.count
                lines.append("| \(framework) | `\(type)` | \(members.count) | \(drawn) | \(inertCount) | \(warnedCount) | \(missing.count) | \(percent) | "
                    + missing.prefix(12).map { "`\($0)`" }.joined(separator: ", ") + (missing.count > 12 ? ", …" : "") + " |")
            }
        }
        let declared = total.drawn + total.inert + total.warned
        lines.append("| all | | \(total.apple) | \(total.drawn) | \(total.inert) | \(total.warned) | \(total.apple - declared) | "
            + "\(total.apple == 0 ? 0 : declared * 100 / total.apple) | |")
        return lines.joined(separator: "\n")
    }

    /// `page`'s section from `marker` to `end` is `table` under the marker's line; the
    /// regeneration switch rewrites it (MirrorSurfaceTests.checkGeneratedSection, for any page).
    static func checkGeneratedSection(in page: String, _ marker: String, _ end: String, _ what: String, table: String) throws {
        let url = MirrorSurfaceTests.root.appendingPathComponent(page)
        let text = try String(contentsOf: url, encoding: .utf8)
        let start = try #require(text.firstRange(of: marker), "\(page) has no \(marker) line")
        let finish = try #require(text.firstRange(of: end), "\(page) has no \(end) line")
        let header = text[start.lowerBound...].prefix { $0 != "\n" }
        let expected = String(header) + "\n" + table + "\n"
        let current = String(text[start.lowerBound..<finish.lowerBound])
        if current != expected, let failure = try Regeneration.rewrite("\(page)'s \(what)", {
            let fresh = try String(contentsOf: url, encoding: .utf8)
            let range = try #require(fresh.firstRange(of: marker)).lowerBound..<(try #require(fresh.firstRange(of: end)).lowerBound)
            try fresh.replacingCharacters(in: range, with: expected).write(to: url, atomically: true, encoding: .utf8)
        }) {
            Issue.record(Comment(rawValue: failure))
            return
        }
        #expect(current == expected, "\(page)'s \(what) is out of date: run the tests with \(Regeneration.variable)=1")
    }

    @Test func theCoverageTableIsCurrent() throws {
        _ = try MirrorSurfaceTests.checkGeneratedSection("<!-- coverage:", "<!-- end of coverage -->", "coverage table", table: try Self.table())
    }

    @Test func theSwiftUICoverageTableIsCurrent() throws {
        try Self.checkGeneratedSection(in: Self.pages[1].page, "<!-- coverage:", "<!-- end of coverage -->", "coverage table",
                                       table: try Self.table(Self.pages[1].frameworks))
    }

    /// The probe itself: a member the mirror declares is nameable, one Foundation gives
    /// (CGRect's insetBy) too, one nobody declares is not; a warned one is found warned.
    @Test func theProbeFindsWhatAScenesCanName() throws {
        let found = try Self.nameable()
        #expect(found.contains("UIView addSubview(_:)"))
        #expect(found.contains("UIView frame"))
        #expect(found.contains("CGRect insetBy(dx:dy:)"))
        #expect(found.contains("UIViewPropertyAnimator init(duration:curve:animations:)"))
        #expect(!found.contains("UIApplicationDelegate application(_:userDidAcceptCloudKitShareWith:)"))
        #expect(try Self.warnedMembers().contains("UIViewPropertyAnimator.pauseAnimation()"))
        // SwiftUI's: a modifier of View and a shape by its static name, through the type
        // parameter and the implicit member; a warning through the mirror's helper, and one
        // worded as a scene writes the initializer.
        #expect(found.contains("View frame(width:height:alignment:)"))
        #expect(found.contains("Shape circle"))
        #expect(found.contains("ShapeStyle red"))
        #expect(found.contains("Animation easeInOut(duration:)"))
        #expect(found.contains("Color opacity(_:)"))
        let warned = try Self.warnedAsWorded()
        #expect(warned.contains("View.blur(radius:opaque:)"))
        #expect(Self.isWarned("init(systemName:)", of: "Image", in: warned, asWorded: true))
        #expect(!Self.isWarned("init(uiImage:)", of: "Image", in: warned, asWorded: true))
    }

    /// The inert sections' scan: nested types, one-line signatures with closures and
    /// generics, enum cases, and the section's end at the next mark or the body's end.
    @Test func inertSectionsNameMembersAsApplesListsDo() {
        let text = """
            extension UIBar {
                public enum Style: Int {
                    // MARK: Inert
                    case plain, grouped = 2
                }
                // MARK: Inert
                @objc open var isTranslucent: Bool = true { didSet { _ = "}" } }
                open class func run(_ body: @escaping () -> Void, after delay: Double) {}
                public func items<T>(matching: T) -> [T] { [] }
                public convenience init?(style: Style, coder: NSCoder) { nil }
                open func becomeKey() {}
                // MARK: Drawn
                open func draw() {}
            }
            class UIOther { open var drawn = 1 }
            """
        #expect(InertSections.members(in: text) == ["UIBar.Style plain", "UIBar.Style grouped", "UIBar isTranslucent",
                                                   "UIBar run(_:after:)", "UIBar items(matching:)", "UIBar init(style:coder:)",
                                                   "UIBar becomeKey()"])
    }

    /// A loader written as a newcomer would, with 30 members picked at random from Apple's
    /// lists (Scenes/newcomer.swift says how): it compiles and renders, each answer as iOS's
    /// (the table's footer view nil without one, a caption-1 font at the device's traits, a
    /// PDF context's height 0, a 4 × 3 image 3 high), and the old begin/commit animation API,
    /// which is warned, says so once per member at its line.
    @Test func aNewcomersLoaderOfRandomMembersRenders() throws {
        let result = try swiftScene(["render", "newcomer.swift", "--out", temporaryFolder("newcomer") + "/n.gif"])
        #expect(result.status == 0, "\(result.err)")
        let warned = ["beginAnimations(_:context:)": 96, "setAnimationRepeatAutoreverses(_:)": 97,
                      "setAnimationTransition(_:for:cache:)": 98, "commitAnimations()": 100]
        #expect(lines(result.err) == ["baseline true", "style true 4", "frames true", "footer true false", "pdf true 200.0", "image 3 true"]
            + warned.sorted { $0.value < $1.value }.map {
                "loaderanim: newcomer.swift:\($0.value): warning: UIView.\($0.key) is not drawn yet; the scene renders without it"
            })
    }
}
