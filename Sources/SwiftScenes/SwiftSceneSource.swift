#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Glibc

/// A Swift scene on disk: one .swift file, or a folder of .swift files (subfolders
/// included). Its entry is main.swift's top-level code (a single file is its own main);
/// a folder without main.swift gets a generated one that shows the files' first
/// `#Preview` (or `--view`'s class), as Xcode's canvas would (see `EntryScan`).
public struct SwiftSceneSource: Sendable, Equatable {
    /// One file: what diagnostics call it (the path as the user gave it, joined for a
    /// folder's files), and its text.
    public struct File: Sendable, Equatable {
        public let displayPath: String
        public let text: String
        public let isMain: Bool
    }

    /// The argument as given.
    public let argument: String
    /// The name the scene is shown by: the file's name without .swift, or the folder's.
    public let name: String
    /// Main first, then the others by path.
    public let files: [File]
    /// The folder beside which images resolve.
    public let directory: String
    /// `--view`: the class a scene without an entry of its own shows.
    public let view: String?

    /// Whether `argument` names a Swift scene rather than a Lua one: a path ending in
    /// .swift, or a folder (a folder is never a Lua scene).
    public static func isSwiftScene(_ argument: String) -> Bool {
        argument.hasSuffix(".swift") || isDirectory(argument)
    }

    /// Reads the scene's files.
    public init(argument: String, view: String? = nil) throws(SwiftSceneError) {
        self.argument = argument
        self.view = view
        guard FileManager.default.fileExists(atPath: argument) else {
            throw .missingScene("\(argument): no such Swift scene (a .swift file, or a folder with main.swift)")
        }
        let trimmed = argument.hasSuffix("/") && argument.count > 1 ? String(argument.dropLast()) : argument
        let base = trimmed.split(separator: "/").last.map(String.init) ?? trimmed
        if !isDirectory(argument) {
            name = base.hasSuffix(".swift") ? String(base.dropLast(6)) : base
            files = [try Self.read(argument, displayPath: argument, isMain: true)]
            let parent = argument.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
            directory = parent.isEmpty ? "." : parent
            return
        }
        name = base == "." ? (FileManager.default.currentDirectoryPath.split(separator: "/").last.map(String.init) ?? "scene") : base
        directory = trimmed
        let relative = Self.swiftFiles(in: trimmed).sorted()
        guard !relative.isEmpty else { throw .missingScene("\(argument): the folder has no .swift files") }
        var files: [File] = []
        for path in (relative.contains("main.swift") ? ["main.swift"] : []) + relative.filter({ $0 != "main.swift" }) {
            files.append(try Self.read(trimmed + "/" + path, displayPath: trimmed + "/" + path, isMain: path == "main.swift"))
        }
        self.files = files
    }

    /// The .swift files under `folder`, relative to it, skipping hidden files and folders.
    static func swiftFiles(in folder: String, prefix: String = "", depth: Int = 0) -> [String] {
        guard depth < 16, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        var found: [String] = []
        for name in names where !name.hasPrefix(".") {
            let path = folder + "/" + name
            if isDirectory(path) {
                found += swiftFiles(in: path, prefix: prefix + name + "/", depth: depth + 1)
            } else if name.hasSuffix(".swift") {
                found.append(prefix + name)
            }
        }
        return found
    }

    private static func read(_ path: String, displayPath: String, isMain: Bool) throws(SwiftSceneError) -> File {
        guard let data = fileContents(atPath: path) else {
            throw .missingScene("\(path): cannot read the Swift scene (no such file, or not readable)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .missingScene("\(path): the Swift scene is not UTF-8 text")
        }
        return File(displayPath: displayPath, text: text.utf8.contains(13) ? lineFeeds(text) : text, isMain: isMain)
    }

    /// Every line ending as "\n": the passes count lines by "\n" (a Swift Character "\r\n"
    /// is not one), swiftc and Xcode by "\r\n", "\r" and "\n" alike. Nothing before a line's
    /// end moves, so swiftc's lines and columns are the user's still, and a multi-line
    /// string's line breaks are "\n" either way. (The source-pass fuzz target found the
    /// passes a line behind swiftc after a lone "\r"; "\r\n" files were one line to them.)
    static func lineFeeds(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var afterReturn = false
        for byte in text.utf8 {
            defer { afterReturn = byte == 13 }
            if byte == 10, afterReturn { continue }
            bytes.append(byte == 13 ? 10 : byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether main.swift is generated: the folder has none.
    public var generatesMain: Bool { !files.contains(where: \.isMain) }

    /// The files as swiftc gets them (see `SourcePass`), each with the name of its copy,
    /// from `texts` (the Objective-C pass's output, one per file) or as written; and
    /// `columns` (the Objective-C pass's column map) with the `#Preview` rewrite's shifts.
    public func rewritten(_ texts: [String]? = nil, columns: ColumnMap = ColumnMap()) throws(SwiftSceneError)
        -> (files: [(name: String, text: String)], columns: ColumnMap) {
        let texts = texts ?? files.map(\.text)
        let scans = texts.map(EntryScan.init)
        let handOver = try handOver(scans)
        var out: [(name: String, text: String)] = []
        var columns = columns
        for (index, file) in files.enumerated() {
            out.append((file.isMain ? "main.swift" : "file\(index).swift",
                        SourcePass.rewrite(texts[index], displayPath: file.displayPath, isMain: file.isMain, fileIndex: index,
                                           previews: scans[index].previews, handOver: handOver)))
            for preview in scans[index].previews {
                columns.add(file: file.displayPath, line: preview.line, column: preview.column + 1,
                            old: SourcePass.previewToken.utf8.count,
                            new: SourcePass.previewDeclaration(fileIndex: index, line: preview.line).utf8.count)
            }
        }
        if generatesMain {
            out.append(("main.swift", (SourcePass.mainPrelude + handOver).joined(separator: "\n") + "\n"))
        }
        return (out, columns)
    }

    /// The lines after the user's last (see Entries.swift in LoaderAnim): each preview and
    /// class, under the `#if` arms it is in, `--view`'s maker, then the run.
    func handOver(_ scans: [EntryScan]) throws(SwiftSceneError) -> [String] {
        var lines: [String] = []
        var reachable: [(file: File, type: EntryScan.TypeDeclaration)] = []
        for (index, file) in files.enumerated() {
            for preview in scans[index].previews {
                let call = "_LoaderAnimProgram.preview(\(SourcePass.previewVariable(fileIndex: index, line: preview.line)), "
                    + "file: \(SourcePass.literal(file.displayPath)), line: \(preview.line))"
                lines += EntryScan.guarded([call], by: preview.conditions)
            }
            // The call is SwiftUI's (LoaderAnim does not load SwiftUI): its import first.
            if !scans[index].previewProviders.isEmpty, !lines.contains("import SwiftUI") { lines.insert("import SwiftUI", at: 0) }
            for provider in scans[index].previewProviders where !provider.isPrivate || file.isMain {
                let call = "_LoaderAnimProgram.previewProvider(\(SourcePass.literal(provider.name)), \(provider.name).self, "
                    + "file: \(SourcePass.literal(file.displayPath)), line: \(provider.line))"
                lines += EntryScan.guarded([call], by: provider.conditions)
            }
            // A private class is out of reach of the hand-over, unless it is in main.swift.
            for type in scans[index].classes where !type.isPrivate || file.isMain {
                lines += EntryScan.guarded(["_LoaderAnimProgram.type(\(SourcePass.literal(type.name)), \(type.name).self)"],
                                           by: type.conditions)
                reachable.append((file, type))
            }
        }
        if let view {
            guard let (file, type) = reachable.first(where: { $0.type.name == view }) else {
                let names = reachable.map(\.type.name)
                throw .usage("\(argument): --view \(view): no class \(view) here to show"
                    + (names.isEmpty ? "" : "; its classes are \(names.joined(separator: ", "))"))
            }
            // Its errors (no init(frame:), not a view) name the class's own line.
            lines += EntryScan.guarded(["#sourceLocation(file: \(SourcePass.literal(file.displayPath)), line: \(type.line))",
                                        "_LoaderAnimProgram.view { \(view)(frame: $0) }", "#sourceLocation()"], by: type.conditions)
        }
        return lines + ["_LoaderAnimProgram.run()"]
    }
}
