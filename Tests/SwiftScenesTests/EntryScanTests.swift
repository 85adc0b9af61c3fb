@testable import SwiftScenes
import Testing

/// The lexical scan for `#Preview`s and classes, and the rewrite that turns each preview
/// into a declaration on its own line, without a parser and without moving a line.
@Suite struct EntryScanTests {
    static let file = """
        import UIKit
        /* #Preview { notThis() } */
        let s = "#Preview"
        @IBDesignable open class Spinner: UIView {
            class var shared: Spinner { Spinner() }
            final class Inner: UIView {}
            func f() { if true { } }
        }
        private class Hidden: UIView {}
        class Box<T>: UIView {}
        final class Plain {}
        #Preview("Named") {
            Spinner()
        }
        #if DEBUG
        #Preview(traits: .sizeThatFitsLayout) { Spinner() }
        #elseif os(iOS)
        class Phone: UIView {}
        #else
        #Preview("Esc \\(1)") { Spinner() }
        #endif
        """

    @Test func previewsAtTheTopLevelWithTheirNamesLinesAndConditions() {
        let scan = EntryScan(Self.file)
        #expect(scan.previews.map(\.line) == [12, 16, 20])
        #expect(scan.previews.map(\.name) == ["Named", nil, nil])  // an interpolated name is known only at run time
        #expect(scan.previews.map(\.column) == [0, 0, 0])
        #expect(scan.previews[0].conditions.isEmpty)
        #expect(scan.previews[1].conditions == [["#if DEBUG"]])
        #expect(scan.previews[2].conditions == [["#if DEBUG", "#elseif os(iOS)", "#else"]])
    }

    /// Classes at the top level with a superclass; `class var`, nested and generic ones are
    /// not named, and `Plain` inherits nothing.
    @Test func topLevelClassesWithTheirSuperclass() {
        let scan = EntryScan(Self.file)
        #expect(scan.classes.map(\.name) == ["Spinner", "Hidden", "Phone"])
        #expect(scan.classes.map(\.superclass) == ["UIView", "UIView", "UIView"])
        #expect(scan.classes.map(\.isPrivate) == [false, true, false])
        #expect(scan.classes[2].conditions == [["#if DEBUG", "#elseif os(iOS)"]])
    }

    /// Written again with the earlier arms empty: the body compiles exactly where the
    /// declaration does.
    @Test func guardedRepeatsTheArmsUpToTheDeclarations() {
        #expect(EntryScan.guarded(["x"], by: []) == ["x"])
        #expect(EntryScan.guarded(["x"], by: [["#if A", "#else"], ["#if B"]]) == ["#if A", "#else", "#if B", "x", "#endif", "#endif"])
    }

    /// Each `#Preview` becomes a declaration on its line; every other line is as written,
    /// after the prelude's two lines (a file that is not main: `import LoaderAnim` and the
    /// `#sourceLocation`).
    @Test func theRewriteKeepsEveryLine() {
        let scan = EntryScan(Self.file)
        let output = SourcePass.rewrite(Self.file, displayPath: "S.swift", isMain: false, fileIndex: 3, previews: scan.previews)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let input = Self.file.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(output.count == input.count + 3)
        for (index, line) in input.enumerated() {
            let rewritten = output[index + 2]
            if [12, 16, 20].contains(index + 1) {
                #expect(rewritten == line.replacing("#Preview", with: "let _laPreview3_\(index + 1) = LoaderAnim.Preview"))
            } else {
                #expect(rewritten == line)
            }
        }
    }

    /// The main file ends with the hand-over: each preview and reachable class under its
    /// conditions, then the run.
    @Test func theHandOverNamesEachPreviewAndClass() throws {
        let scene = try SwiftSceneSource(argument: sceneFolder + "/previews/Library")
        #expect(scene.generatesMain)
        let rewritten = try scene.rewritten()
        let main = try #require(rewritten.files.last)
        #expect(main.name == "main.swift")
        #expect(main.text.contains("_LoaderAnimProgram.preview(_laPreview0_2, file: \"\(sceneFolder)/previews/Library/Previews.swift\", line: 2)"))
        #expect(main.text.contains("_LoaderAnimProgram.type(\"PulseView\", PulseView.self)"))
        #expect(main.text.hasSuffix("_LoaderAnimProgram.run()\n"))
        // `#Preview` (8 bytes) became a declaration: the column map takes a column after it
        // back by the difference (the "(" at 9 in the user's line), and leaves other lines be.
        let file = sceneFolder + "/previews/Library/Previews.swift"
        let declaration = SourcePass.previewDeclaration(fileIndex: 0, line: 2).utf8.count
        #expect(rewritten.columns.originalColumn(file: file, line: 2, column: declaration + 1) == 9)
        #expect(rewritten.columns.originalColumn(file: file, line: 3, column: declaration + 1) == declaration + 1)
    }
}
