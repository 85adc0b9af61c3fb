import Glibc
import SwiftParser
import SwiftSyntax

// loaderanim's Objective-C pass (ObjCPass), run by loaderanim on a Swift scene's files before
// swiftc, built on first use against the Swift toolchain's own SwiftSyntax (docs/swift-scenes.md):
//
//     syntax-pass DISPLAY-PATH INPUT OUTPUT [DISPLAY-PATH INPUT OUTPUT ...]
//
// writes each rewritten file and prints, for each edit that changes a line's length,
// "shift FILE-INDEX LINE COLUMN OLD-LENGTH NEW-LENGTH" (1-based, UTF-8 bytes), so that a
// diagnostic's column can be mapped back to the user's text. What it cannot rewrite it
// prints on stderr as "DISPLAY-PATH:LINE:COLUMN: error: ...", and exits 1.

let arguments = Array(CommandLine.arguments.dropFirst())
guard !arguments.isEmpty, arguments.count % 3 == 0 else {
    print("usage: syntax-pass DISPLAY-PATH INPUT OUTPUT ...")
    exit(64)
}
var files: [(display: String, input: String, output: String)] = []
for start in stride(from: 0, to: arguments.count, by: 3) {
    files.append((arguments[start], arguments[start + 1], arguments[start + 2]))
}
let texts = files.map { readFile($0.input) }
let trees = texts.map { Parser.parse(source: $0) }

// The layer and animation subclasses of all the files: a class whose superclass is one of
// loaderanim's classes or, across files, derives from one.
var superclasses: [String: String] = [:]
for tree in trees {
    for node in ClassCollector.classes(in: tree) { superclasses[node.name] = node.superclass }
}
/// The classes that derive, here or through other classes of the scene, from one of `bases`.
func subclasses(of bases: Set<String>) -> Set<String> {
    var found: Set<String> = []
    for name in superclasses.keys {
        var current = superclasses[name]
        var steps = 0
        while let parent = current, steps < 64 {
            if bases.contains(parent) { found.insert(name); break }
            current = superclasses[parent]
            steps += 1
        }
    }
    return found
}
let layerSubclasses = subclasses(of: ObjCPass.layerClasses)
let animationSubclasses = subclasses(of: ObjCPass.animationClasses)
// The cell classes a table or collection makes when registered (CellFactories.swift).
var cellSubclasses: [String: CellFactories.Kind] = [:]
for kind in CellFactories.kinds {
    for name in subclasses(of: kind.bases) { cellSubclasses[name] = kind }
}

// Overrides in extensions and optional requirements, across files (ExtensionOverrides.swift).
let module = ModuleCollector(classes: Set(superclasses.keys))
for tree in trees { module.walk(tree) }

var failed = false
for (index, file) in files.enumerated() {
    let pass = ObjCPass(layerSubclasses: layerSubclasses, animationSubclasses: animationSubclasses, cellSubclasses: cellSubclasses,
                        module: module)
    pass.walk(trees[index])
    let converter = SourceLocationConverter(fileName: file.display, tree: trees[index])
    for refusal in pass.refusals {
        let location = converter.location(for: AbsolutePosition(utf8Offset: refusal.offset))
        printError("\(file.display):\(location.line):\(location.column): error: \(refusal.message)")
        failed = true
    }
    var bytes = Array(texts[index].utf8)
    var last = bytes.count + 1
    for edit in pass.edits.sorted(by: { $0.offset > $1.offset }) {
        guard edit.offset + edit.length <= last else {
            let location = converter.location(for: AbsolutePosition(utf8Offset: edit.offset))
            printError("\(file.display):\(location.line):\(location.column): error: loaderanim's source pass made overlapping edits here")
            exit(70)
        }
        // A shift for each line whose width the edit changed: an edit keeps its lines (a
        // blanked node keeps its newlines; a replaced one leaves its other lines empty), so
        // the old text and the new have as many lines, and each after the first starts at
        // column 1.
        let old = bytes[edit.offset..<(edit.offset + edit.length)].split(separator: 10, omittingEmptySubsequences: false)
        let new = Array(edit.replacement.utf8).split(separator: 10, omittingEmptySubsequences: false)
        let location = converter.location(for: AbsolutePosition(utf8Offset: edit.offset))
        for (line, (was, now)) in zip(old, new).enumerated() where was.count != now.count {
            print("shift \(index) \(location.line + line) \(line == 0 ? location.column : 1) \(was.count) \(now.count)")
        }
        bytes.replaceSubrange(edit.offset..<(edit.offset + edit.length), with: Array(edit.replacement.utf8))
        last = edit.offset
    }
    writeFile(file.output, bytes)
}
exit(failed ? 1 : 0)
