/// Puts a "not drawn yet" warning at the user's line. The mirror says, once per name, that
/// a member compiles and runs but draws nothing yet ("UIVisualEffectView.init(effect:)");
/// only the calls that carry `#fileID` and `#line` know the scene's line, and a setter or an
/// override cannot. The program's line then names the scene alone, and this finds where the
/// scene's own text first names the member, so that the warning points at it:
///
///     program:  loaderanim: Spinner.swift: warning: CALayer.shouldRasterize is not drawn yet; …
///     user:     loaderanim: Spinner.swift:14: warning: CALayer.shouldRasterize is not drawn yet; …
///
/// A name the scene's text never spells (a member reached through a library's call) keeps
/// the line the program printed.
public enum NotDrawnPlace {
    static let marker = " is not drawn yet"

    /// `line` with its place made a file and line when it is a not-drawn warning that names
    /// only `scene`, and a call site's file (`#fileID` gives a folder scene's file name
    /// alone) given its path as the scene's errors give it; else `line` unchanged.
    public static func locate(_ line: String, scene: String, files: [SwiftSceneSource.File]) -> String {
        let prefix = "loaderanim: \(scene): warning: "
        guard line.hasPrefix(prefix) else { return withPath(line, files: files) }
        guard let end = line.firstRange(of: marker) else { return line }
        let name = String(line[line.index(line.startIndex, offsetBy: prefix.count)..<end.lowerBound])
        guard let place = firstMention(of: name, in: files) else { return line }
        return "loaderanim: \(place): warning: " + line.dropFirst(prefix.count)
    }

    /// "loaderanim: Ring.swift:12: ..." as "loaderanim: Dots/Ring.swift:12: ..." when the
    /// scene has one file of that name in a folder.
    static func withPath(_ line: String, files: [SwiftSceneSource.File]) -> String {
        let head = "loaderanim: "
        guard line.hasPrefix(head), let colon = line.dropFirst(head.count).firstIndex(of: ":") else { return line }
        let name = line[line.index(line.startIndex, offsetBy: head.count)..<colon]
        guard name.hasSuffix(".swift"), !name.contains("/") else { return line }
        let matches = files.filter { $0.displayPath.hasSuffix("/" + name) }
        guard matches.count == 1 else { return line }
        return head + matches[0].displayPath + line[colon...]
    }

    /// "file:line" of the first line (main file first, comments skipped) that spells the
    /// member: `Type(label:` or `.init(label:` for an initializer, `name(label:` for a method,
    /// `name` as a whole word for a property; the type's name for "Type (detail)".
    static func firstMention(of name: String, in files: [SwiftSceneSource.File]) -> String? {
        let spellings = self.spellings(of: name)
        guard !spellings.isEmpty else { return nil }
        for file in files.sorted(by: { $0.isMain && !$1.isMain }) {
            for (index, text) in file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = text.firstRange(of: "//").map { text[..<$0.lowerBound] } ?? text[...]
                if spellings.contains(where: { contains(code, $0) }) { return "\(file.displayPath):\(index + 1)" }
            }
        }
        return nil
    }

    /// The texts that spell `name` ("Type.member" or "Type (detail)") in a scene.
    static func spellings(of name: String) -> [String] {
        guard let dot = name.firstIndex(of: "."), !name[..<dot].contains(" ") else {
            let type = name.prefix { $0 != " " }
            return type.isEmpty ? [] : [String(type)]
        }
        let type = String(name[..<dot]), member = String(name[name.index(after: dot)...])
        guard let open = member.firstIndex(of: "(") else { return [member] }
        let base = String(member[..<open])
        let firstLabel = member[member.index(after: open)...].prefix { $0 != ":" && $0 != ")" }
        let labelled = firstLabel.isEmpty || firstLabel == "_" ? "(" : "(\(firstLabel):"
        if base == "init" { return [type + labelled, ".init" + labelled] }
        return [base + labelled]
    }

    /// Whether `code` has `spelling` not inside a longer identifier (`isHidden` is not `hidden`).
    static func contains(_ code: Substring, _ spelling: String) -> Bool {
        var rest = code[...]
        while let range = rest.firstRange(of: spelling) {
            let before = range.lowerBound == code.startIndex ? nil : code[code.index(before: range.lowerBound)]
            let after = range.upperBound == code.endIndex ? nil : code[range.upperBound]
            let startsWord = !isIdentifier(spelling.first ?? ".") || before.map { !isIdentifier($0) } ?? true
            let endsWord = spelling.last.map { !isIdentifier($0) } ?? true || after.map { !isIdentifier($0) } ?? true
            if startsWord && endsWord { return true }
            rest = code[range.upperBound...]
        }
        return false
    }

    static func isIdentifier(_ character: Character) -> Bool { character.isLetter || character.isNumber || character == "_" }
}
