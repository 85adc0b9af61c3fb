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
            "UITableView is outside what loaderanim's UIKit, QuartzCore and CoreGraphics offer; docs/swift-scenes.md lists what they have",
            "CAShapeLayer.contentsRect is outside what loaderanim's UIKit, QuartzCore and CoreGraphics offer; docs/swift-scenes.md lists what they have",
            "module SwiftUI is outside what loaderanim's UIKit, QuartzCore and CoreGraphics offer; docs/swift-scenes.md lists what they have",
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
}
