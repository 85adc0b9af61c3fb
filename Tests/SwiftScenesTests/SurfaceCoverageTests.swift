import Foundation
import ReferenceImageSupport
import Testing

/// docs/swift-scenes.md's coverage table (issue 44): per Apple type, its members on iOS
/// (AppleAPI/*.txt, Apple's member lists), how many a scene can name (a probe file that
/// refers to each, `_ = \UIView.frame`, `_ = UIView.addSubview(_:)`, `_ = UIView.init(frame:)`,
/// type-checked against the kit: what the mirror declares and what Foundation on Linux
/// gives alike), how many of those warn that they are not drawn (a `warnNotDrawn("Type.member`
/// in the mirror's sources), and which are missing. Generated; the regeneration switch
/// (LOADERANIM_REGENERATE_REFERENCES=1) rewrites it.
@Suite struct SurfaceCoverageTests {
    static let frameworks = ["UIKit", "QuartzCore", "CoreGraphics", "Foundation"]

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

    /// Errors that say the member is there, only not nameable this way (overloads with the
    /// same labels, generic methods, mutating methods).
    static let foundAnyway = ["ambiguous use", "could not be inferred", "mutating", "missing argument"]

    /// Per "Type member", whether a scene can name it: one type-check of the probe per test
    /// process, which both tests read.
    static let probe = Result { try typeCheckProbe() }
    static func nameable() throws -> Set<String> { try probe.get() }

    static func typeCheckProbe() throws -> Set<String> {
        let kit = try #require(ObjectiveCPassTests.kit, "the Swift scene kit is not built beside the tests")
        let folder = temporaryFolder("surface-probe")
        // No `import Foundation` or `import CoreGraphics`: the source pass turns a scene's into
        // `import UIKit`, which re-exports both under the mirror's clock types (Timer, RunLoop, Date).
        var probe = ["import UIKit", "import QuartzCore", "import Combine", "func _probe() {"]
        var owners: [Int: String] = [:]
        for framework in frameworks {
            for (type, members) in try appleMembers(framework) {
                for member in members {
                    for reference in references(to: member, of: type) {
                        probe.append("    " + reference)
                        owners[probe.count] = "\(type) \(member)"
                    }
                }
            }
        }
        probe.append("}")
        try probe.joined(separator: "\n").write(toFile: folder + "/probe.swift", atomically: true, encoding: .utf8)
        let swiftc = ProcessInfo.processInfo.environment["LOADERANIM_SWIFTC"] ?? "swiftc"
        let result = try run([swiftc, "-typecheck", "-swift-version", "5", "-diagnostic-style", "llvm",
                              "-module-alias", "UIKit=LAUIKit", "-module-alias", "QuartzCore=LAQuartzCore",
                              "-module-alias", "CoreGraphics=LACoreGraphics", "-module-alias", "Combine=LACombine", "-I", kit.modules]
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

    /// Per type: Apple's members; of those a scene can name, the inert ones (InertSections),
    /// the warned ones, and the rest drawn; the missing ones by name.
    static func table() throws -> String {
        let found = try nameable(), warned = try warnedMembers()
        let inert = try InertSections.members(under: MirrorSurfaceTests.root.appendingPathComponent("Sources/SwiftMirror").path)
        var lines = ["| framework | type | on iOS | drawn | inert | warned | missing | declared % | missing names |",
                     "|---|---|---|---|---|---|---|---|---|"]
        var total = (apple: 0, drawn: 0, inert: 0, warned: 0)
        for framework in frameworks {
            for (type, members) in try appleMembers(framework) {
                let declared = members.filter { found.contains("\(type) \($0)") }
                let missing = members.filter { !declared.contains($0) }
                let warnedCount = declared.filter { warned.contains("\(type).\($0)") }.count
                let inertCount = declared.filter { !warned.contains("\(type).\($0)") && inert.contains("\(type) \($0)") }.count
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

    @Test func theCoverageTableIsCurrent() throws {
        _ = try MirrorSurfaceTests.checkGeneratedSection("<!-- coverage:", "<!-- end of coverage -->", "coverage table", table: try Self.table())
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
