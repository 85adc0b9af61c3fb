import Glibc
import SwiftSyntax

/// Each class of a file with the first type it inherits from.
final class ClassCollector: SyntaxVisitor {
    private(set) var found: [(name: String, superclass: String?)] = []

    static func classes(in tree: SourceFileSyntax) -> [(name: String, superclass: String?)] {
        let collector = ClassCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        return collector.found
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let first = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
        found.append((node.name.text, first.map { String($0.split(separator: ".").last ?? Substring($0)) }))
        return .visitChildren
    }
}

func readFile(_ path: String) -> String {
    guard let file = fopen(path, "rb") else {
        printError("syntax-pass: cannot read \(path)")
        exit(66)
    }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = fread(&buffer, 1, buffer.count, file)
        if count == 0 { break }
        bytes += buffer[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
}

func writeFile(_ path: String, _ bytes: [UInt8]) {
    guard let file = fopen(path, "wb"), fwrite(bytes, 1, bytes.count, file) == bytes.count, fclose(file) == 0 else {
        // strerror's words are how loaderanim tells a full or read-only disk from a fault of the pass.
        printError("syntax-pass: cannot write \(path): \(String(cString: strerror(errno)))")
        exit(73)
    }
}

func printError(_ line: String) {
    fputs(line + "\n", stderr)
}
