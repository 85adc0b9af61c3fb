import Foundation
@testable import SwiftScenes
import Testing

/// What loaderanim prints for swiftc's errors and for a scene that crashed.
@Suite struct DiagnosticsTests {
    @Test func errorsKeepTheUsersFileLineAndColumnAndNameWhatTheMirrorLacks() {
        let output = """
            Pulse.swift:7:13: error: cannot find 'UITableView' in scope
             5 | let c = 1
               |             `- error: cannot find 'UITableView' in scope
            Pulse.swift:9:5: warning: variable 'x' was never used
            Pulse.swift:12:3: error: value of type 'CAShapeLayer' has no member 'contentsRect'
            Pulse.swift:14:9: error: cannot find 'myHelper' in scope
            /tmp/cache/.build-1/main.swift:1:8: error: no such module 'SwiftUI'
            """
        let lines = SceneCompiler.diagnostics(in: output, buildFolder: "/tmp/cache/.build-1")
        #expect(lines == [
            "Pulse.swift:7:13: error: cannot find 'UITableView' in scope",
            "Pulse.swift:12:3: error: value of type 'CAShapeLayer' has no member 'contentsRect'",
            "Pulse.swift:14:9: error: cannot find 'myHelper' in scope",
            "main.swift:1:8: error: no such module 'SwiftUI'",
            "UITableView is outside what loaderanim's UIKit, QuartzCore, CoreGraphics, Combine and SwiftUI offer; docs/swift-scenes.md and docs/swiftui.md list what they have",
            "CAShapeLayer.contentsRect is outside what loaderanim's UIKit, QuartzCore, CoreGraphics, Combine and SwiftUI offer; docs/swift-scenes.md and docs/swiftui.md list what they have",
            "module SwiftUI is outside what loaderanim's UIKit, QuartzCore, CoreGraphics, Combine and SwiftUI offer; docs/swift-scenes.md and docs/swiftui.md list what they have",
        ])
    }

    @Test func aCrashIsOneLineAtTheUsersLine() {
        #expect(SceneLauncher.crashMessage(scene: "Pulse.swift", signal: 4,
                                           fatal: "LoaderScene/Pulse.swift:12: Fatal error: Unexpectedly found nil while unwrapping an Optional value")
            == "Pulse.swift:12: the scene crashed: Unexpectedly found nil while unwrapping an Optional value (SIGILL)")
        #expect(SceneLauncher.crashMessage(scene: "Pulse.swift", signal: 4, fatal: "Swift/ContiguousArrayBuffer.swift:691: Fatal error: Index out of range")
            == "Pulse.swift: the scene crashed: Index out of range (SIGILL)")
        #expect(SceneLauncher.crashMessage(scene: "Pulse.swift", signal: 11, fatal: nil)
            == "Pulse.swift: the scene's program was killed by SIGSEGV (a bad memory access or a stack overflow)")
    }

    @Test func theRuntimesStackTraceIsNotShown() {
        #expect(SceneLauncher.isStackTrace("Current stack trace:"))
        #expect(SceneLauncher.isStackTrace("4    scene                              0x00005561e14e2ee7 <unavailable> + 311015"))
        #expect(!SceneLauncher.isStackTrace("rendering pulse: 50%"))
    }

    /// A note at one of the mirror's declarations names the framework, not a path in
    /// loaderanim's sources.
    @Test func aNoteAtTheMirrorNamesItsFramework() {
        let output = """
            N.swift:4:18: error: property 'frame' with type 'Int' cannot override a property with type 'CGRect'
            /work/main/Sources/SwiftMirror/UIKit/UIView.swift:96:14: note: attempt to override property here
            """
        #expect(SceneCompiler.diagnostics(in: output, buildFolder: "/tmp/b") == [
            "N.swift:4:18: error: property 'frame' with type 'Int' cannot override a property with type 'CGRect'",
            "UIKit (loaderanim's): note: attempt to override property here",
        ])
    }

    /// After 20 errors (with their notes) one line says how many more there were (their
    /// notes go with them); the
    /// solver's bound on an expression that has a real error too is not one of them.
    @Test func aCascadeShowsItsFirstTwentyErrors() {
        let errors = (1...30).map { "G.swift:\($0):5: error: cannot find 'GearPoint' in scope\nG.swift:\($0):5: note: a note" }
        let bound = "G.swift:2:5: error: the compiler is unable to type-check this expression in reasonable time; try breaking up the expression"
        let lines = SceneCompiler.diagnostics(in: ([bound] + errors).joined(separator: "\n"), buildFolder: "/tmp/b")
        #expect(lines.count == 41)
        #expect(lines.first == "G.swift:1:5: error: cannot find 'GearPoint' in scope")
        #expect(lines[39] == "G.swift:20:5: note: a note")
        #expect(lines[40] == "10 more errors not shown: fix the first ones, which often cause the rest")
        #expect(SceneCompiler.onlyTooComplex(bound))
        #expect(!SceneCompiler.onlyTooComplex(bound + "\n" + errors[0]))
    }
}

/// A file that cannot compile answers within seconds however its errors cascade (issue 48):
/// the solver is bounded per expression (Toolchain.solverScopeBound) and the first errors
/// are shown exactly; code the bound refuses but Swift accepts still compiles.
@Suite struct ErrorCascadeTests {
    /// A PaintCode-style drawing over a point and a rectangle type the file never declares:
    /// 60 lines of 3 points, each of 4 products. Unbounded, swiftc spends 12 s on it here
    /// (and a 393-line library of such code over 70 s); bounded, about 3 s.
    @Test func aCascadeIsCutAtTheFirstErrors() throws {
        let folder = temporaryFolder("cascade")
        var source = ["import UIKit", "", "final class Gear: UIView {", "    override func draw(_ rect: CGRect) {",
                     "        let frame: GearFrame = GearFrame(rect)", "        let path = UIBezierPath()"]
        for i in 0..<60 {
            let point = { (a: Int, b: Int) in
                "GearPoint(x: frame.minX + 0.\(a) * frame.width, y: frame.minY + 0.\(b) * frame.height)"
            }
            source.append("        path.addCurve(to: \(point(i, 60 - i)), controlPoint1: \(point(i + 3, i)), controlPoint2: \(point(7, i)))")
        }
        source += ["        path.fill()", "    }", "}"]
        try source.joined(separator: "\n").write(toFile: folder + "/Gear.swift", atomically: true, encoding: .utf8)
        let result = try swiftScene(["render", folder + "/Gear.swift", "--view", "Gear", "--out", folder + "/g.gif"])
        #expect(result.status == 65)
        let shown = lines(result.err)
        #expect(shown.first?.hasSuffix("Gear.swift:5:20: error: cannot find type 'GearFrame' in scope") == true)
        #expect(shown.filter { $0.contains(": error: ") }.count == 20)
        #expect(shown.contains { $0.contains("more errors not shown: fix the first ones") })
        #expect(!shown.contains { $0.contains("unable to type-check") })
        #expect(!FileManager.default.fileExists(atPath: folder + "/g.gif"))
    }

    /// sqrt(1 + 2 * 3 - 4 / 5) needs more of the solver than the bound gives (all literals,
    /// every numeric type a candidate) and type-checks unbounded: the scene compiles, and
    /// prints sqrt(6.2).
    @Test func anExpressionBeyondTheBoundStillCompiles() throws {
        let folder = temporaryFolder("beyond-bound")
        try """
            import LoaderAnim
            let canvas = scene(width: 10, height: 10, duration: 0.1)
            let v = sqrt(1 + 2 * 3 - 4 / 5)
            print("v", v)
            """.write(toFile: folder + "/Beyond.swift", atomically: true, encoding: .utf8)
        let result = try swiftScene(["render", folder + "/Beyond.swift", "--out", folder + "/b.gif"])
        #expect(result.status == 0, "\(result.err)")
        #expect(lines(result.err) == ["v \(6.2.squareRoot())"])
    }
}
