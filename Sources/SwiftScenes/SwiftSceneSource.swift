#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A Swift scene on disk: one .swift file whose top-level code builds the scene, or a
/// folder of .swift files (subfolders included) with a main.swift at its top.
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

    /// Whether `argument` names a Swift scene rather than a Lua one: a path ending in
    /// .swift, or a folder (a folder is never a Lua scene).
    public static func isSwiftScene(_ argument: String) -> Bool {
        argument.hasSuffix(".swift") || isDirectory(argument)
    }

    /// Reads the scene's files.
    public init(argument: String) throws(SwiftSceneError) {
        self.argument = argument
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
        guard relative.contains("main.swift") else {
            throw .missingScene("\(argument): a Swift scene folder needs a main.swift at its top (it has "
                + (relative.isEmpty ? "no .swift files)" : "\(relative.joined(separator: ", ")))"))
        }
        var files: [File] = []
        for path in ["main.swift"] + relative.filter({ $0 != "main.swift" }) {
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
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .missingScene("\(path): cannot read the Swift scene (no such file, or not readable)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .missingScene("\(path): the Swift scene is not UTF-8 text")
        }
        return File(displayPath: displayPath, text: text, isMain: isMain)
    }

    /// The files as swiftc gets them (see `SourcePass`), each with the name of its copy:
    /// from `texts` (the Objective-C pass's output, one per file) or as written.
    public func rewritten(_ texts: [String]? = nil) -> [(name: String, text: String)] {
        files.enumerated().map { index, file in
            (file.isMain ? "main.swift" : "file\(index).swift",
             SourcePass.rewrite(texts?[index] ?? file.text, displayPath: file.displayPath, isMain: file.isMain))
        }
    }
}
