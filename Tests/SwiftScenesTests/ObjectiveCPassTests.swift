import Foundation
@testable import SwiftScenes
import Testing

/// The Objective-C pass on its own: the program built against this toolchain's SwiftSyntax,
/// run on small inputs, its output compared line by line with what the pass must write, and
/// its column shifts mapped back. Every input keeps its line count and every line the pass
/// does not touch.
@Suite struct ObjectiveCPassTests {
    static let cacheRoot = temporaryFolder("objc-pass")
    static let environment = ["XDG_CACHE_HOME": cacheRoot, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"]

    /// The kit the tests' loaderanim uses (.build/debug): `make test` builds the pass into it.
    static let kit = try? SceneKit.at(Bundle.main.executableURL!.deletingLastPathComponent().path, environment: [:])

    /// The pass: the kit's copy when `kit` has one, else the cache's (built on first use).
    static func pass(kit: SceneKit? = ObjectiveCPassTests.kit) throws(SwiftSceneError) -> ObjectiveCPass {
        let cache = CompileCache.open(environment: environment).cache
        return try ObjectiveCPass.locate(toolchain: try Toolchain.locate(environment: environment, cache: cache), kit: kit,
                                         cache: cache, environment: environment)
    }

    /// `files` through the pass: the texts and the column map, or the refusals.
    static func run(_ files: [(path: String, text: String)]) throws -> Result<(texts: [String], columns: ColumnMap), SwiftSceneError> {
        let folder = temporaryFolder("objc-run")
        let sources = files.enumerated().map { SwiftSceneSource.File(displayPath: $1.path, text: $1.text, isMain: $0 == 0) }
        let pass = try pass()
        do throws(SwiftSceneError) { return .success(try pass.run(sources, in: folder, environment: environment)) } catch {
            return .failure(error)
        }
    }

    static func rewrite(_ text: String) throws -> String {
        let result = try run([("Loader.swift", text)]).get()
        let output = result.texts[0]
        #expect(output.split(separator: "\n", omittingEmptySubsequences: false).count
                == text.split(separator: "\n", omittingEmptySubsequences: false).count, "the line count moved")
        return output
    }

    @Test(arguments: [
        ("@objc func tick() {}", "      func tick() {}"),
        ("@objc(tickWithLink:) func tick(_ l: CADisplayLink) {}", "                     func tick(_ l: CADisplayLink) {}"),
        ("@objc dynamic var angle: CGFloat = 0", "              var angle: CGFloat = 0"),
        ("@IBInspectable var lineWidth: CGFloat = 2", "               var lineWidth: CGFloat = 2"),
        ("@IBOutlet weak var label: UILabel!", "          weak var label: UILabel!"),
        ("@IBAction func tapped(_ sender: Any) {}", "          func tapped(_ sender: Any) {}"),
        ("@nonobjc private func helper() {}", "         private func helper() {}"),
    ])
    func objectiveCAttributesBecomeSpacesInAClass(member: String, expected: String) throws {
        let output = try Self.rewrite("@IBDesignable @objcMembers\nclass Loader: UIView {\n    \(member)\n}\n")
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "                          ")
        #expect(lines[1] == "class Loader: UIView {")
        #expect(lines[2] == "    " + expected)
    }

    /// An @objc protocol is class-bound on iOS (a `weak var delegate` of its type compiles):
    /// the pass keeps it so with AnyObject, unless it has a class bound already.
    @Test func objcProtocolsStayClassBound() throws {
        let output = try Self.rewrite("""
            @objc protocol LoaderDelegate {
            @objc public protocol Named: CustomStringConvertible { var name: String { get } }
            @objc protocol Bound: NSObjectProtocol {}
            protocol Plain {}
            """)
        #expect(output.split(separator: "\n", omittingEmptySubsequences: false) == [
            "      protocol LoaderDelegate: AnyObject {",
            "      public protocol Named: AnyObject, CustomStringConvertible { var name: String { get } }",
            "      protocol Bound: NSObjectProtocol {}",
            "protocol Plain {}",
        ])
    }

    @Test func selectorsBecomeTheNameAndTheUnboundMethod() throws {
        let text = """
            class Loader: UIView {
                func start(other: Loader) {
                    _ = #selector(tick)
                    _ = #selector(self.step(_:))
                    _ = #selector(Loader.update(timer:))
                    _ = #selector(other.move(to:duration:))
                    _ = #selector(Self.tick)
                    _ = #selector(UIView.setNeedsDisplay as (UIView) -> () -> Void)
                }
                struct Inner { let s = #selector(run) }
            }
            extension UIView { var s: Selector { #selector(layoutSubviews) } }
            """
        let lines = try Self.rewrite(text).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[2] == #"        _ = Selector("tick", Loader.tick)"#)
        #expect(lines[3] == #"        _ = Selector("step:", Loader.step(_:))"#)
        #expect(lines[4] == #"        _ = Selector("updateWithTimer:", Loader.update(timer:))"#)
        #expect(lines[5] == #"        _ = Selector("moveTo:duration:", type(of: other).move(to:duration:))"#)
        #expect(lines[6] == #"        _ = Selector("tick", Loader.tick)"#)
        #expect(lines[7] == #"        _ = Selector("setNeedsDisplay", UIView.setNeedsDisplay as (UIView) -> () -> Void)"#)
        #expect(lines[9] == #"    struct Inner { let s = Selector("run", Loader.Inner.run) }"#)
        #expect(lines[11] == #"extension UIView { var s: Selector { Selector("layoutSubviews", UIView.layoutSubviews) } }"#)
    }

    @Test func keyPathsBecomeTheirText() throws {
        let lines = try Self.rewrite("let a = #keyPath(CALayer.strokeEnd)\nlet b = #keyPath(progress)\nlet c = #keyPath(RingLayer.ring.lineWidth)")
            .split(separator: "\n")
        #expect(lines == [#"let a = "strokeEnd""#, #"let b = "progress""#, #"let c = "ring.lineWidth""#])
    }

    /// @NSManaged: an accessor pair over the engine's custom property and the marker that
    /// declares it, on the declaration's own line; the layer class gets CALayer's required
    /// initializers (its `override init(layer:)` becomes `required`, a missing init() a stub).
    @Test func managedPropertiesAndLayerInitializers() throws {
        let text = """
            class RingLayer: CAShapeLayer {
                @NSManaged var progress: CGFloat
                @NSManaged public var tint: CGColor?
                let radius: CGFloat
                init(radius: CGFloat) { self.radius = radius; super.init() }
                override init(layer: Any) { radius = 0; super.init(layer: layer) }
                required init?(coder: NSCoder) { fatalError() }
            }
            class BigRing: RingLayer {}
            class Plain: CALayer { override init() { super.init() } }
            """
        let lines = try Self.rewrite(text).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == #"class RingLayer: CAShapeLayer { required init() { _missingLayerInitializer("RingLayer", "init()") };"#)
        #expect(lines[1] == #"               var progress: CGFloat { get { _managedValue(forKey: "progress") } "#
            + #"set { _setManagedValue(newValue, forKey: "progress") } }; private let _managed_progress = _ManagedProperty<CGFloat>("progress")"#)
        #expect(lines[2].hasPrefix(#"               public var tint: CGColor? { get { _managedValue(forKey: "tint") }"#))
        #expect(lines[2].hasSuffix(#"_ManagedProperty<CGColor?>("tint")"#))
        #expect(lines[5] == "    required init(layer: Any) { radius = 0; super.init(layer: layer) }")
        #expect(lines[8] == "class BigRing: RingLayer {}")  // no designated initializer: it inherits them
        // init() is designated, so init(layer:) is not inherited: a stub, as iOS traps there.
        #expect(lines[9] == #"class Plain: CALayer { required init(layer: Any) { _missingLayerInitializer("Plain", "init(layer:)") }; "#
            + "required init?(coder: NSCoder) { return nil }; required init() { super.init() } }")
    }

    /// A layer class whose superclass is in another file of the scene is a layer class too.
    @Test func layerSubclassesAreFoundAcrossFiles() throws {
        let result = try Self.run([("main.swift", "class Pulse: BaseLayer { init(x: Int) { super.init() } }"),
                                   ("Base.swift", "class BaseLayer: CALayer {}")]).get()
        #expect(result.texts[0].contains("required init(layer: Any) { _missingLayerInitializer(\"Pulse\", \"init(layer:)\") }"))
        #expect(result.texts[1] == "class BaseLayer: CALayer {}")
    }

    @Test func aFileWithoutObjectiveCIsUnchanged() throws {
        let text = "import UIKit\n// @objc in a comment\nlet s = \"#selector(tick)\"\nclass V: UIView { override func layoutSubviews() {} }\n"
        #expect(try Self.rewrite(text) == text)
    }

    @Test(arguments: [
        ("let s = #selector(getter: Loader.angle)", "Loader.swift:1:9: error: #selector(getter: ...) names a property's accessor"),
        ("let s = #selector(tick)", "Loader.swift:1:9: error: #selector(tick) outside a type: name the type, as #selector(Loader.tick)"),
        ("class L: CALayer {\n    @NSManaged var p: CGFloat = 0\n}", "Loader.swift:2:5: error: @NSManaged takes one `var name: Type` with no value"),
        // Unclosed, so the parser's recovery takes the lines after it in (the source-pass
        // fuzz target's fifth finding: the literal made of them added lines).
        ("let k = 1\nlet p = #keyPath(canvas.show(ZStack {\n    Color.black\n}", "Loader.swift:2:9: error: #keyPath(canvas.show(ZStack {) is not a key path"),
        ("class L {\n  let s = #selector(L.tick as (L\n) -> () -> Void)\n}", "Loader.swift:2:11: error: loaderanim cannot rewrite #selector(L.tick as ... written over several lines"),
    ])
    func whatThePassCannotRewriteIsAnErrorAtItsLine(text: String, message: String) throws {
        guard case .failure(.compileFailed(let lines)) = try Self.run([("Loader.swift", text)]) else {
            Issue.record("the pass accepted \(text)")
            return
        }
        #expect(lines.count == 1 && lines[0].hasPrefix(message), "\(lines)")
    }

    /// swiftc's column on a line the pass lengthened is the user's column again.
    @Test func columnsAfterAnEditAreMappedBack() throws {
        let text = "class L { func f() { _ = (#selector(tick), undefinedName) } }"
        let result = try Self.run([("L.swift", text)]).get()
        let rewritten = result.texts[0]
        let found = try #require(rewritten.range(of: "undefinedName"))
        let column = rewritten.utf8.distance(from: rewritten.startIndex, to: found.lowerBound) + 1  // where swiftc sees it
        #expect(column != 44)
        #expect(result.columns.mapping("L.swift:1:\(column): error: cannot find 'undefinedName' in scope")
                == "L.swift:1:44: error: cannot find 'undefinedName' in scope")
        // Inside the replacement: the edit's own column.
        #expect(result.columns.originalColumn(file: "L.swift", line: 1, column: 30) == 27)
        #expect(result.columns.mapping("Other.swift:1:50: error: x") == "Other.swift:1:50: error: x")
    }

    /// An edit over several lines (an unfinished `@objc(` that the parser's recovery extends
    /// past its line, from the source-pass fuzz target) keeps each line as wide as the user
    /// wrote it, or maps it back: every line's end is the user's.
    @Test func anEditOverSeveralLinesMapsEachLineBack() throws {
        let text = "import UIKit\nclass W: UIView {\n  func f() {\n    layer.fillColor = self.maskWaveColor.@objc(cgColor\n\n"
            + "    self.layer.addSublayer(self.realWaveLayer)\n  }\n}\n"
        let result = try Self.run([("W.swift", text)]).get()
        let user = text.split(separator: "\n", omittingEmptySubsequences: false)
        let rewritten = result.texts[0].split(separator: "\n", omittingEmptySubsequences: false)
        try #require(user.count == rewritten.count)
        for (number, (line, written)) in zip(user, rewritten).enumerated() {
            #expect(result.columns.originalColumn(file: "W.swift", line: number + 1, column: written.utf8.count + 1) == line.utf8.count + 1,
                    "line \(number + 1): \(written)")
        }
    }

    /// Without the kit's copy, built once for this compiler into the cache: a second locate
    /// finds the same program.
    @Test func theProgramIsBuiltOnceAndCached() throws {
        let first = try Self.pass(kit: nil).program, second = try Self.pass(kit: nil).program
        #expect(first == second)
        #expect(first.contains("/loaderanim/swift/syntax-pass-"))
    }

    /// An override in an extension (UIKit's members are `@objc dynamic` on iOS) stays where
    /// it is, renamed and no longer `override` or `private`; the class body, in another
    /// file here, gets a one-line override forwarding to it on its closing brace's line.
    @Test func overridesInExtensionsForwardFromTheClassBody() throws {
        let result = try Self.run([
            ("Indicator.swift", "class Indicator: UIView {\n    var size = 10\n}\n"),
            ("Indicator+Layout.swift", """
                extension Indicator {
                    override var intrinsicContentSize: CGSize {
                        CGSize(width: size, height: size)
                    }
                    private override func layoutSubviews() { super.layoutSubviews() }
                    open override func sizeThatFits(_ size: CGSize) -> CGSize { size }
                }

                """),
        ]).get()
        #expect(result.texts[0] == """
            class Indicator: UIView {
                var size = 10
            override var intrinsicContentSize: CGSize { _laOverride_intrinsicContentSize }; \
            override func layoutSubviews() { _laOverride_layoutSubviews() }; \
            open override func sizeThatFits(_ size: CGSize) -> CGSize { return _laOverride_sizeThatFits(size) }; }

            """)
        let lines = result.texts[1].split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1] == "             var _laOverride_intrinsicContentSize: CGSize {")
        #expect(lines[4] == "                     func _laOverride_layoutSubviews() { super.layoutSubviews() }")
        #expect(lines[5] == "    open          func _laOverride_sizeThatFits(_ size: CGSize) -> CGSize { size }")
        #expect(lines.count == 8)
    }

    /// `@objc optional` requirements lose `optional` and get empty defaults after the
    /// protocol; calls through them lose their `?` (or `!`).
    @Test func optionalRequirementsGetDefaults() throws {
        let output = try Self.rewrite("""
            @objc protocol TimerDelegate {
                @objc optional func timerDidEnd(sender: Timer, elapsedTime: TimeInterval)
                func timerDidStart()
            }
            delegate?.timerDidEnd?(sender: t, elapsedTime: 1); delegate!.timerDidEnd!(sender: t, elapsedTime: 2)
            """)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "      protocol TimerDelegate: AnyObject {")
        #expect(lines[1] == "                   func timerDidEnd(sender: Timer, elapsedTime: TimeInterval)")
        #expect(lines[3] == "}; extension TimerDelegate { func timerDidEnd(sender: Timer, elapsedTime: TimeInterval) {} }")
        #expect(lines[4] == "delegate?.timerDidEnd(sender: t, elapsedTime: 1); delegate!.timerDidEnd(sender: t, elapsedTime: 2)")
        // A public protocol's default is public: a public conforming type that leaves the
        // requirement out (PKHUD's activity view and its stopAnimation()) is satisfied by it.
        let open = try Self.rewrite("@objc public protocol Animating { @objc optional func stopAnimation() }")
        #expect(open == "      public protocol Animating: AnyObject {                func stopAnimation() }; extension Animating { public func stopAnimation() {} }")
    }

    /// A box's member read through AnyObject goes through the mirror's _AnyObjectMember;
    /// other members, and conditional casts, are left as written.
    @Test func membersReadThroughAnyObjectAreFound() throws {
        let output = try Self.rewrite("""
            let y = (new as AnyObject).cgPointValue.y; let i = (inset as AnyObject).uiEdgeInsetsValue.top
            let a = (x as AnyObject).frame; let b = (x as? AnyObject)?.cgPointValue
            """)
        #expect(output == """
            let y = _AnyObjectMember(new as AnyObject).cgPointValue.y; let i = _AnyObjectMember(inset as AnyObject).uiEdgeInsetsValue.top
            let a = (x as AnyObject).frame; let b = (x as? AnyObject)?.cgPointValue
            """)
    }

    /// A cell subclass gets the factory a registered class is made with, on its closing
    /// brace's line, when the initializer it calls can be: declared, or inherited (no
    /// designated initializer of its own); one that only has its own initializers does not.
    @Test func cellSubclassesGetTheirFactories() throws {
        let output = try Self.rewrite("""
            class Ring: UITableViewCell { let dot = UIView() }
            class Tile: UICollectionViewCell { override init(frame: CGRect) { super.init(frame: frame) }; required init?(coder: NSCoder) { nil } }
            class Odd: UITableViewCell { init(size: Int) { super.init(style: .default, reuseIdentifier: nil) }; required init?(coder: NSCoder) { nil } }
            """)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "class Ring: UITableViewCell { let dot = UIView() ; override class func _makeCell(style: UITableViewCell.CellStyle, "
            + "reuseIdentifier: String?) -> UITableViewCell { Ring(style: style, reuseIdentifier: reuseIdentifier) }; }")
        #expect(lines[1].hasSuffix("override class func _makeReusableView(frame: CGRect) -> UICollectionReusableView { Tile(frame: frame) }; }"))
        #expect(!lines[2].contains("_make"))
    }

    /// What has no default or cannot be moved is refused, at its line.
    @Test func whatCannotBeRewrittenIsRefused() throws {
        let result = try Self.run([("Loader.swift", """
            @objc protocol P { @objc optional var color: UIColor { get } }
            class Loader: UIView {}
            extension Loader { override var frame: CGRect { didSet { } } }
            """)])
        guard case .failure(let error) = result else { Issue.record("the pass accepted it"); return }
        let text = "\(error)"
        #expect(text.contains("Loader.swift:1:"))
        #expect(text.contains("Loader.swift:3:"))
    }
}
