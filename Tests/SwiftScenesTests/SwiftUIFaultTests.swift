import Foundation
import ReferenceImageSupport
import Testing

/// A SwiftUI scene that cannot finish stops with one line naming the scene and what is
/// wrong, exit 65, and no GIF (Scenes/swiftui/faults.swift).
@Suite struct SwiftUIFaultTests {
    static let cases: [(fault: String, message: String)] = [
        ("recursion", "faults.swift: the body of Endless recurses without end: views nest deeper than 1500 levels"),
        ("settles", "faults.swift: the view never settles: its state changed in each of 100 updates at scene time 0.0 s"),
        ("changeEveryFrame", "faults.swift: the view never settles: its state changed in each of 100 updates at scene time 0.0 s"),
        ("million", "faults.swift: ForEach of 1000000 items: more than the 200000 views a scene may make"),
        ("nan", "faults.swift:33: frame(width:height:): invalid frame dimension nan (a NaN or infinite size)"),
    ]

    @Test(arguments: cases.indices) func stopsWithOneLine(index: Int) throws {
        let (fault, message) = Self.cases[index]
        let folder = temporaryFolder("swiftui-fault-\(fault)")
        let result = try swiftScene(["render", sceneFolder + "/swiftui/faults.swift", "--set", "case=" + fault, "--out", folder + "/out.gif"])
        #expect(result.status == 65, "\(fault): exit \(result.status): \(result.err)")
        let said = lines(result.err).filter { $0.hasPrefix("loaderanim:") }
        #expect(said.count == 1, "\(fault): \(result.err)")
        #expect(said.first?.contains(message) == true, "\(fault): \(result.err)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/out.gif"))
    }
}
