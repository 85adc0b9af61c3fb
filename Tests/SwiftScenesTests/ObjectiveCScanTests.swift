import Foundation
@testable import SwiftScenes
import Testing

/// The scan that lets a scene skip the Objective-C pass: every spelling the pass rewrites
/// makes it run, plain loader code does not, and where the scan says "not needed" the real
/// pass (the one ObjectiveCPassTests runs) returns every file of the repository's scenes
/// unchanged, with no column shift: skipping it changes nothing.
@Suite struct ObjectiveCScanTests {
    @Test(arguments: [
        "@objc func tick() {}", "@objc(tickWithLink:) func tick(_ l: CADisplayLink) {}", "@objcMembers class A {}",
        "@nonobjc func f() {}", "@objc protocol LoaderDelegate {}", "@ objc func tick() {}",
        "@IBDesignable class V: UIView {}", "@IBInspectable var width: CGFloat = 2", "@IBOutlet weak var label: UILabel!",
        "@IBOutletCollection var labels: [UILabel]!", "@IBAction func tapped(_ sender: Any) {}",
        "@IBSegueAction func make() {}", "@IBSomethingNew var x = 1", "@GKInspectable var speed = 1",
        "@NSManaged var progress: CGFloat", "dynamic var angle: CGFloat = 0", "@objc dynamic var angle: CGFloat = 0",
        "let s = #selector(tick)", "let s = # selector(tick)", "let s = #`selector`(tick)",
        "let k = #keyPath(CALayer.strokeEnd)", "let k = # keyPath(strokeEnd)", "let k = #\n    keyPath(strokeEnd)",
        "let k = #`keyPath`(strokeEnd)", "let k = #/* c */keyPath(strokeEnd)",
        "#if os(iOS)\nlet a = 1\n#endif", "#if os (iOS)\n#endif", "#if `os`(iOS)\n#endif", "#if !os(macOS)\n#endif",
        "#if os/* c */(iOS)\n#endif", "#if targetEnvironment(simulator)\n#endif", "#if canImport(UIKit) && os(iOS)\n#endif",
        "class Ring: CAShapeLayer { init(radius: CGFloat) { super.init() } }",
        "final class Pulse<T>: QuartzCore.CALayer { override init(layer: Any) { super.init(layer: layer) } }",
        "class Spin: CABasicAnimation { override init() { super.init() } }",
        "class Ring:\n    CAShapeLayer\n{\n    init(r: Int) { super.init() }\n}",
        "class Ring: /* a layer */ CAShapeLayer { init(r: Int) { super.init() } }",
        "class Ring // a layer\n: CAShapeLayer { init(r: Int) { super.init() } }",
        "class `Ring`: CAGradientLayer, Sendable { init(r: Int) { super.init() } }",
        "class Ring: @unchecked QuartzCore.CAReplicatorLayer { init(r: Int) { super.init() } }",
        "class Ring<T: Box<(Int) -> Void>>: CATextLayer { init(r: Int) { super.init() } }",
        "// @objc in a comment", "let s = \"#selector(tick)\"", "/* dynamic */ let a = 1",
    ])
    func everySpellingThePassRewritesNeedsIt(text: String) {
        #expect(ObjectiveCScan.trigger(in: [text]) != nil)
    }

    /// A layer subclass in one file and the initializer of its subclass in another.
    @Test func aLayerSubclassAcrossFilesNeedsIt() {
        #expect(ObjectiveCScan.trigger(in: ["class Pulse: BaseLayer { init(x: Int) { super.init() } }", "class BaseLayer: CALayer {}"])
                == "a layer or animation subclass with an initializer")
        #expect(ObjectiveCScan.trigger(in: ["class BaseLayer: CALayer {}"]) == nil)  // no initializer: nothing to make required
    }

    /// Loader code as it is mostly written: key paths as strings, `cos`, layers held and
    /// passed, a view subclass with its initializers, class members, `#if canImport`. (A
    /// layer subclass would need the pass here: the file has initializers.)
    static let plainLoader = """
        import UIKit
        #if canImport(UIKit)
        import LoaderAnim
        #endif

        final class Spinner: UIView, CAAnimationDelegate {
            private let ring = CAShapeLayer()
            var layers: [CALayer] = []
            override class var layerClass: AnyClass { CAGradientLayer.self }
            class func make(in layer: CALayer) -> CAShapeLayer { CAShapeLayer() }
            override init(frame: CGRect) { super.init(frame: frame) }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            func start() {
                let spin = CABasicAnimation(keyPath: "transform.rotation")
                spin.toValue = cos(0.5) * .pi + acos(1) + sos(2)
                ring.add(spin, forKey: "spin")
                let group = CAAnimationGroup()
                group.animations = [spin]
            }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
        }
        func sos(_ x: Double) -> Double { x }
        """

    /// Near misses: what looks like the pass's business and is not.
    static let nearMisses = [
        plainLoader, "class Ring: CAShapeLayer { override func draw(in ctx: CGContext) {} }",
        "let k = #\"keyPath\"#; let macOS = 1", "class Spinner<T: CALayer>: UIView { init(t: T) { super.init(frame: .zero) } }",
        "class Dots: UIView, CAAnimationDelegate { init() { super.init(frame: .zero) } }",
    ]

    @Test func plainLoaderCodeDoesNotNeedIt() {
        for text in Self.nearMisses { #expect(ObjectiveCScan.trigger(in: [text]) == nil, "\(text)") }
    }

    /// The pass's own tables and visitors (SyntaxPass/ObjCPass.swift, as loaderanim embeds
    /// it): each attribute it erases and each class whose subclasses it edits is a match, and
    /// a new kind of rewrite fails here until the scan learns it.
    @Test func theScanKnowsEverythingThePassRewrites() throws {
        let pass = try #require(ObjectiveCPass.sources.first { $0.name.hasSuffix("ObjCPass.swift") }).text
        func strings(in table: String) throws -> [String] {
            let start = try #require(pass.range(of: "static let \(table): Set<String> = ["))
            let end = try #require(pass[start.upperBound...].firstIndex(of: "]"))
            return pass[start.upperBound..<end].split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        }
        let erased = try strings(in: "erasedAttributes"), bases = try strings(in: "layerClasses") + strings(in: "animationClasses")
        #expect(erased.count >= 10 && bases.count >= 11)
        for attribute in erased {
            #expect(ObjectiveCScan.trigger(in: ["    @\(attribute) var x = 1"]) != nil, "@\(attribute)")
        }
        #expect(Set(bases) == Set(ObjectiveCScan.baseClasses))
        for base in bases {
            #expect(ObjectiveCScan.trigger(in: ["class X: \(base) { init(a: Int) { super.init() } }"]) != nil, "\(base)")
        }
        let visited = pass.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: "override func visit(_ node: ") else { return nil }
            return String(line[range.upperBound...].prefix { $0 != ")" })
        }
        #expect(Set(visited) == ["ClassDeclSyntax", "StructDeclSyntax", "EnumDeclSyntax", "ActorDeclSyntax", "ExtensionDeclSyntax",
                                 "AttributeSyntax", "DeclModifierSyntax", "ProtocolDeclSyntax", "MacroExpansionExprSyntax",
                                 "IfConfigClauseSyntax", "VariableDeclSyntax", "FunctionCallExprSyntax", "MemberAccessExprSyntax"],
                "the pass visits something new: teach ObjectiveCScan what it rewrites there, then list it here")
        // The members read through AnyObject: the pass's list is the scan's.
        let lookup = try #require(ObjectiveCPass.sources.first { $0.name.hasSuffix("AnyObjectLookup.swift") }).text
        let start = try #require(lookup.range(of: "static let members: Set<String> = ["))
        let end = try #require(lookup[start.upperBound...].firstIndex(of: "]"))
        let members = lookup[start.upperBound..<end].split(separator: "\"", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
        #expect(members.count == 18 && Set(members) == Set(ObjectiveCScan.anyObjectMembers))
        #expect(ObjectiveCScan.trigger(in: ["let y = (change as AnyObject).cgPointValue.y"]) == "a member read through AnyObject")
        // The cell classes whose subclasses get factories: the pass's list is the scan's.
        let factories = try #require(ObjectiveCPass.sources.first { $0.name.hasSuffix("CellFactories.swift") }).text
        let cellBases = factories.split(separator: "bases: [").dropFirst().flatMap { part in
            part.prefix { $0 != "]" }.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 1 }.map { String($0.element) }
        }
        #expect(cellBases.count == 5 && Set(cellBases) == Set(ObjectiveCScan.cellClasses))
        #expect(ObjectiveCScan.trigger(in: ["final class RingCell: UITableViewCell {}"]) == "a cell subclass")
    }

    /// The repository's scenes, each as loaderanim reads it (a file, or a folder with main.swift).
    static func scenes() throws -> [SwiftSceneSource] {
        let examples = URL(fileURLWithPath: sceneFolder).appendingPathComponent("../../../examples/swift").standardized.path
        func walk(_ folder: String) throws -> [SwiftSceneSource] {
            if FileManager.default.fileExists(atPath: folder + "/main.swift") { return [try SwiftSceneSource(argument: folder)] }
            var found: [SwiftSceneSource] = []
            for name in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() {
                var isFolder: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder)
                if isFolder.boolValue { found += try walk(folder + "/" + name) }
                else if name.hasSuffix(".swift") { found.append(try SwiftSceneSource(argument: folder + "/" + name)) }
            }
            return found
        }
        return try walk(examples) + walk(sceneFolder)
    }

    @Test func wherePassIsNotNeededItChangesNothing() throws {
        let scenes = try Self.scenes()
        // Less the hostile scenes that no parser reads in time (HostileSceneTests stops them).
        let skipped = scenes.filter { !ObjectiveCScan.isNeeded(for: $0.files) && !$0.argument.contains("/hostile/deep-brackets") }
        // Most of them: the ones with @objc, #selector, @NSManaged ... are the minority.
        #expect(scenes.count > 60 && skipped.count > scenes.count / 2, "\(skipped.count) of \(scenes.count)")
        #expect(skipped.contains { $0.name == "slack-lines" })
        for scene in skipped {
            let result = try ObjectiveCPassTests.run(scene.files.map { ($0.displayPath, $0.text) }).get()
            #expect(result.texts == scene.files.map(\.text), "\(scene.argument)")
            #expect(result.columns.isEmpty, "\(scene.argument)")
        }
        for text in Self.nearMisses {
            let result = try ObjectiveCPassTests.run([("Loader.swift", text)]).get()
            #expect(result.texts == [text] && result.columns.isEmpty, "\(text)")
        }
    }
}
