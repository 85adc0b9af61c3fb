@testable import SwiftScenes
import Testing

@Suite struct SourcePassTests {
    @Test(arguments: [
        ("import Foundation", "import UIKit     "),
        ("import Dispatch", "import UIKit   "),
        ("import CoreFoundation // for CFTimeInterval", "import UIKit          // for CFTimeInterval"),
        ("@preconcurrency import Dispatch", "@preconcurrency import UIKit   "),
        ("import class Foundation.Timer", "import UIKit                 "),
        ("import Darwin.C", "import UIKit   "),
        ("  import ObjectiveC;", "  import UIKit     ;"),
        ("public import Foundation", "public import UIKit     "),
    ])
    func shadowedImportsBecomeUIKitKeepingColumns(input: String, expected: String) {
        let output = SourcePass.rewriteImport(input)
        #expect(output == expected)
        #expect(output.count == input.count)
    }

    @Test(arguments: ["import UIKit", "import QuartzCore", "import FoundationNetworking", "let importFoundation = 1",
                      "// import Foundation", "import Foundationx", "    print(\"import Foundation\")"])
    func otherLinesStay(line: String) {
        #expect(SourcePass.rewriteImport(line) == line)
    }

    @Test func commentsAndMultilineStringsAreLeftAlone() {
        let text = """
            /* a comment
            import Foundation
            */
            let s = \"\"\"
            import Dispatch
            \"\"\"
            import Foundation
            """
        let lines = SourcePass.rewrite(text, displayPath: "A.swift", isMain: false).split(separator: "\n", omittingEmptySubsequences: false)
        // After the prelude's two lines (import LoaderAnim, #sourceLocation), line n is n + 1.
        #expect(lines[3] == "import Foundation")
        #expect(lines[6] == "import Dispatch")
        #expect(lines[8] == "import UIKit     ")
    }

    /// The line map: the user's line n is line n after the #sourceLocation line, so swiftc's
    /// file:line:col names the user's own file and line; nothing else moves.
    @Test func everyUserLineKeepsItsNumber() {
        let text = "import UIKit\nlet a = 1\n\nlet b = a + 1"
        let main = SourcePass.rewrite(text, displayPath: "Loader/main.swift", isMain: true)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(main[0] == "import LoaderAnim")
        #expect(main[1] == "_LoaderAnimProgram.begin()")
        #expect(main[2] == "#sourceLocation(file: \"Loader/main.swift\", line: 1)")
        #expect(Array(main[3...6]) == text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        #expect(main[7] == "#sourceLocation()")
        #expect(main[8] == "_LoaderAnimProgram.run()")
        let other = SourcePass.rewrite(text, displayPath: "Loader/Spinner.swift", isMain: false)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(other[0] == "import LoaderAnim")  // the umbrella: UIKit in every file
        #expect(other[1] == "#sourceLocation(file: \"Loader/Spinner.swift\", line: 1)")
        #expect(Array(other[2...5]) == text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        #expect(other.count == 7)  // and the final newline
    }

    @Test func pathsAreSwiftStringLiterals() {
        #expect(SourcePass.literal("a \"b\"\\c.swift") == "\"a \\\"b\\\"\\\\c.swift\"")
    }
}

@Suite struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ])
    func knownDigests(input: String, digest: String) {
        var hash = SHA256()
        hash.update(input)
        #expect(hash.hexDigest() == digest)
    }

    @Test func aMillionAs() {
        var hash = SHA256()
        hash.update([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))
        #expect(hash.hexDigest() == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func fieldsAreDelimited() {
        var a = SHA256(), b = SHA256()
        a.field("ab"); a.field("c")
        b.field("a"); b.field("bc")
        #expect(a.hexDigest() != b.hexDigest())
    }
}
