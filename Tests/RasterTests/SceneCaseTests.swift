import Foundation
import ReferenceImageSupport
import Scene
import Testing

/// Raster cases written as scene scripts: Cases/NAME.lua is drawn at the time its
/// `-- time: T` header line gives (0 without one) and compared with References/NAME.png, so
/// adding a case is adding those two files.
@Suite struct SceneCaseTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Cases")

    static let names: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
        .filter { $0.hasSuffix(".lua") }.map { String($0.dropLast(4)) }.sorted()

    @Test(arguments: names)
    func caseMatchesItsReference(_ name: String) throws {
        let file = Self.directory.appendingPathComponent(name + ".lua").path
        let source = try String(contentsOfFile: file, encoding: .utf8)
        let time = source.split(separator: "\n").first { $0.hasPrefix("-- time: ") }
            .flatMap { Double($0.dropFirst("-- time: ".count)) } ?? 0
        let frame = try SceneFrame.render(SceneScript(file: file), at: time)
        try ReferenceImages.check(frame, name)
    }

    @Test func thereAreCases() { #expect(!Self.names.isEmpty) }

    /// Every reference PNG is read by a test: a scene case, or a Swift test naming it in a
    /// `ReferenceImages.check(frame, "NAME")` call.
    @Test func everyReferenceIsUsed() throws {
        let tests = Self.directory.deletingLastPathComponent()
        let sources = try FileManager.default.subpathsOfDirectory(atPath: tests.path).filter { $0.hasSuffix(".swift") }
            .map { try String(contentsOf: tests.appendingPathComponent($0), encoding: .utf8) }.joined()
        let named = sources.matches(of: /ReferenceImages\.check\([^"\n]*"([\w-]+)"/).map { String($0.output.1) }
        let orphans = Regeneration.orphans(in: ReferenceImages.directory, ext: "png", used: Set(named + Self.names))
        #expect(orphans.isEmpty, "references no test reads: \(orphans)")
    }
}
