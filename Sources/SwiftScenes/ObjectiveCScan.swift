/// Whether a scene could give the Objective-C pass anything to do, from its text alone: the
/// pass is a second program to find (or build, about 10 s cold) and run, and most loaders
/// have none of what it rewrites. The scan errs one way only: anything the pass could edit
/// or refuse makes it answer "needed" (even in a comment or a string, where the pass would
/// leave it alone); "not needed" is a promise that the pass would return every file as it
/// is, with no column shifts (ObjectiveCScanTests runs the real pass on every scene of the
/// repository to hold it to that).
///
/// What the pass touches (SyntaxPass/ObjCPass.swift), and the spelling that makes the scan
/// say "needed":
///
/// - `@objc`, `@objcMembers`, `@nonobjc`, `@objc protocol`: `objc`
/// - Interface Builder's and GameplayKit's attributes: `@IB`, and each by its name
/// - `@NSManaged`: `NSManaged`; the `dynamic` modifier: `dynamic`
/// - `#selector(...)`: `selector`; `#keyPath(...)`: `keyPath` after a `#` (or a `/`)
/// - `os(...)` and `targetEnvironment(...)` in `#if`: the word `os` before a `(`, and
///   `targetEnvironment`
/// - overrides in extensions: the word `override` inside an `extension`'s braces
/// - the initializers of a layer or animation subclass: a `class` whose inheritance clause
///   names one of the pass's layer or animation classes, in one file, and `init` in one
/// - a cell class a table or collection makes when registered: a `class` whose inheritance
///   clause names one of the cell classes (`CellFactories.kinds`' bases)
/// - a box's member read through AnyObject (`(value as AnyObject).cgPointValue`): the word
///   `AnyObject` and one of those members' names in the same file
///
/// `keyPath` and `os` alone would match most loaders (`CABasicAnimation(keyPath:)`,
/// `cos(angle)`), hence the context; a comment inside that context (a `/`) counts as a match.
/// The search is over UTF-8 bytes, so that no Unicode equivalence can hide a spelling.
public enum ObjectiveCScan {
    /// Spellings that are a match wherever they are.
    static let words = ["objc", "@IB", "IBDesignable", "IBInspectable", "IBOutlet", "IBAction", "IBSegueAction",
                        "GKInspectable", "NSManaged", "dynamic", "selector", "targetEnvironment"]
    /// The classes whose subclasses get initializers (`ObjCPass.layerClasses` and
    /// `animationClasses`).
    static let baseClasses = ["CALayer", "CAShapeLayer", "CAGradientLayer", "CAReplicatorLayer", "CATextLayer",
                              "CAAnimation", "CAPropertyAnimation", "CABasicAnimation", "CASpringAnimation",
                              "CAKeyframeAnimation", "CAAnimationGroup"]

    /// What in `texts` (a scene's files) the pass could rewrite, the first found ("objc",
    /// "#keyPath", "os(", "a layer or animation subclass with an initializer"); nil when the
    /// pass would change nothing.
    public static func trigger(in texts: [String]) -> String? {
        let files = texts.map { Array($0.utf8) }
        for bytes in files {
            if let found = trigger(in: bytes) { return found }
        }
        // A layer subclass's initializers are edited, and its base may be in another file.
        if files.contains(where: { firstIndex(of: Array("init".utf8), in: $0, from: 0) != nil }),
           files.contains(where: subclassesABaseClass) {
            return "a layer or animation subclass with an initializer"
        }
        return nil
    }

    /// Whether the pass must run on `files`.
    public static func isNeeded(for files: [SwiftSceneSource.File]) -> Bool {
        trigger(in: files.map(\.text)) != nil
    }

    /// The spellings that need no other file.
    static func trigger(in bytes: [UInt8]) -> String? {
        for word in words where firstIndex(of: Array(word.utf8), in: bytes, from: 0) != nil { return word }
        for start in occurrences(of: "keyPath", in: bytes) {
            if let before = previousSignificant(before: start, in: bytes), before == pound || before == slash { return "#keyPath" }
        }
        for start in occurrences(of: "os", in: bytes) where start == 0 || !isIdentifier(bytes[start - 1]) {
            var index = start + 2
            while index < bytes.count, isSpace(bytes[index]) || bytes[index] == backtick { index += 1 }
            if index < bytes.count, bytes[index] == openParen || bytes[index] == slash { return "os(" }
        }
        if overridesInExtension(bytes) { return "an override in an extension" }
        if subclassesOneOf(cellClasses, bytes) { return "a cell subclass" }
        if !occurrences(of: "AnyObject", in: bytes).isEmpty,
           anyObjectMembers.contains(where: { !occurrences(of: $0, in: bytes).isEmpty }) { return "a member read through AnyObject" }
        return nil
    }

    /// SyntaxPass/AnyObjectLookup.swift's members (ObjectiveCScanTests holds the two lists equal).
    static let anyObjectMembers = ["cgPointValue", "cgSizeValue", "cgRectValue", "cgVectorValue", "cgAffineTransformValue",
                                   "caTransform3DValue", "uiEdgeInsetsValue", "uiOffsetValue", "directionalEdgeInsetsValue",
                                   "rangeValue", "doubleValue", "floatValue", "intValue", "integerValue", "uintValue",
                                   "int64Value", "boolValue", "stringValue"]

    /// Whether the word `override` is in the body of an `extension`: braces matched over
    /// the code alone (comments and string contents blanked, as SourcePass.LexState masks
    /// them); a body that never closes counts as a match.
    static func overridesInExtension(_ bytes: [UInt8]) -> Bool {
        guard firstIndex(of: Array("override".utf8), in: bytes, from: 0) != nil else { return false }
        var lex = SourcePass.LexState()
        let code = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .map { lex.mask($0) }.joined(separator: [UInt8(ascii: "\n")]).map { $0 }
        let word = { (start: Int, length: Int) in
            (start == 0 || !isIdentifier(code[start - 1])) && (start + length >= code.count || !isIdentifier(code[start + length]))
        }
        for start in occurrences(of: "extension", in: code) where word(start, 9) {
            guard var index = code[(start + 9)...].firstIndex(of: openBrace) else { return true }
            var depth = 0
            let body = index
            while index < code.count {
                if code[index] == openBrace { depth += 1 }
                if code[index] == closeBrace { depth -= 1; if depth == 0 { break } }
                index += 1
            }
            guard index < code.count else { return true }
            if occurrences(of: "override", in: Array(code[body..<index])).contains(where: { word(body + $0, 8) }) { return true }
        }
        return false
    }

    /// Whether a `class` declaration in `bytes` names one of `baseClasses` as a word in its
    /// inheritance clause (`class Ring: CAShapeLayer`, `final class Pulse<T>: QuartzCore.CALayer`):
    /// from each word `class`, a name, generic parameters, `:`, then the types up to the
    /// body's `{`. A `/` on the way (a comment) counts as a match.
    static func subclassesABaseClass(_ bytes: [UInt8]) -> Bool { subclassesOneOf(baseClasses, bytes) }

    /// SyntaxPass/CellFactories.swift's bases (ObjectiveCScanTests holds the lists equal).
    static let cellClasses = ["UITableViewCell", "UICollectionReusableView", "UICollectionViewCell", "UICollectionViewListCell",
                              "UITableViewHeaderFooterView"]

    /// Whether a class's inheritance clause names one of `bases`.
    static func subclassesOneOf(_ bases: [String], _ bytes: [UInt8]) -> Bool {
        for start in occurrences(of: "class", in: bytes) {
            guard start == 0 || !isIdentifier(bytes[start - 1]), start + 5 < bytes.count, !isIdentifier(bytes[start + 5]) else { continue }
            var index = start + 5
            func skipSpaces() { while index < bytes.count, isSpace(bytes[index]) { index += 1 } }
            skipSpaces()
            let name = index
            while index < bytes.count, isIdentifier(bytes[index]) || bytes[index] == backtick { index += 1 }
            guard index > name else {
                if index < bytes.count, bytes[index] == slash { return true }
                continue
            }
            skipSpaces()
            if index < bytes.count, bytes[index] == less {
                guard let end = closingAngle(from: index, in: bytes) else { return true }
                index = end + 1
                skipSpaces()
            }
            guard index < bytes.count else { continue }
            if bytes[index] == slash { return true }
            guard bytes[index] == colon else { continue }
            // The inherited types (the pass reads the first; all of them are looked at), to
            // the class's body.
            var typeEnd = index + 1
            while typeEnd < bytes.count, ![openBrace, closeBrace, semicolon].contains(bytes[typeEnd]) {
                if bytes[typeEnd] == slash { return true }
                typeEnd += 1
            }
            let type = Array(bytes[(index + 1)..<typeEnd])
            for base in bases {
                for found in occurrences(of: base, in: type) {
                    let after = found + base.utf8.count
                    if (found == 0 || !isIdentifier(type[found - 1])) && (after == type.count || !isIdentifier(type[after])) { return true }
                }
            }
        }
        return false
    }

    /// The index of the `>` that closes the `<` at `start`, or nil (no end, or a comment in between).
    static func closingAngle(from start: Int, in bytes: [UInt8]) -> Int? {
        var depth = 0
        for index in start..<bytes.count {
            switch bytes[index] {
            case less: depth += 1
            case greater where index == 0 || bytes[index - 1] != UInt8(ascii: "-"):  // not a function type's `->`
                depth -= 1
                if depth == 0 { return index }
            case slash, openBrace: return nil
            default: break
            }
        }
        return nil
    }

    /// The byte before `index` that is neither a space nor a backtick.
    static func previousSignificant(before index: Int, in bytes: [UInt8]) -> UInt8? {
        var index = index - 1
        while index >= 0, isSpace(bytes[index]) || bytes[index] == backtick { index -= 1 }
        return index >= 0 ? bytes[index] : nil
    }

    static func occurrences(of word: String, in bytes: [UInt8]) -> [Int] {
        let needle = Array(word.utf8)
        var found: [Int] = [], from = 0
        while let index = firstIndex(of: needle, in: bytes, from: from) {
            found.append(index)
            from = index + 1
        }
        return found
    }

    static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
        guard !needle.isEmpty, from <= bytes.count else { return nil }
        return bytes[from...].firstRange(of: needle)?.lowerBound
    }

    /// A byte of an identifier: ASCII letters, digits, `_`, and any byte of a non-ASCII
    /// character (Swift allows many in names; counting them all makes fewer words, so
    /// more matches).
    static func isIdentifier(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == 0x5F || (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    /// Swift's whitespace: space, tab, line feed, carriage return, vertical tab, form feed, NUL.
    static func isSpace(_ byte: UInt8) -> Bool { [0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C, 0x00].contains(byte) }

    static let pound = UInt8(ascii: "#"), slash = UInt8(ascii: "/"), backtick = UInt8(ascii: "`"), colon = UInt8(ascii: ":")
    static let openParen = UInt8(ascii: "("), less = UInt8(ascii: "<"), greater = UInt8(ascii: ">")
    static let openBrace = UInt8(ascii: "{"), closeBrace = UInt8(ascii: "}"), semicolon = UInt8(ascii: ";")
}
