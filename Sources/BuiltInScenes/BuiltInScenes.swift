#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A scene built into the program: the text of scenes/NAME.lua as it was at build time.
public struct BuiltInScene: Sendable {
    /// The name it is run by, "reveal".
    public let name: String
    /// What errors call it, "builtin:reveal.lua".
    public let file: String
    public let source: String
    /// Its title, worked out when it was compiled in; nil if the script did not load then.
    public let title: String?
}

/// The scenes/ folder, compiled in by the EmbedScenes plugin (BuiltInScenes+Files.swift is
/// generated on every build): the scene scripts at its top, and every file they may name
/// (scenes/assets/...) under the same relative paths, behind `prefix`.
public enum BuiltInScenes {
    /// What a built-in's file names and the paths its scripts resolve start with: the
    /// folder relative paths in a built-in scene are read from.
    public static let prefix = "builtin:"

    /// The built-in scenes by name (their assets are decoded only when asked for).
    public static let all: [String: BuiltInScene] = {
        var scenes: [String: BuiltInScene] = [:]
        for (path, base64) in encodedFiles where path.hasSuffix(".lua") && !path.contains("/") {
            let name = String(path.dropLast(4))
            scenes[name] = BuiltInScene(name: name, file: prefix + path, source: String(decoding: decode(path, base64), as: UTF8.self),
                                        title: titles[name])
        }
        return scenes
    }()

    /// Every embedded file by its path with the prefix ("builtin:assets/landscape.png").
    public static let files: [String: [UInt8]] = {
        var files: [String: [UInt8]] = [:]
        for (path, base64) in encodedFiles { files[path] = decode(path, base64) }
        return files
    }()

    private static func decode(_ path: String, _ base64: String) -> [UInt8] {
        guard let data = Data(base64Encoded: base64) else { preconditionFailure("EmbedScenes wrote bad base64 for \(path)") }
        return [UInt8](data)
    }

    /// The bytes of an embedded file, by a path a built-in scene resolved
    /// ("builtin:assets/landscape.png"); nil for any other path.
    public static func contents(of path: String) -> [UInt8]? {
        guard path.hasPrefix(prefix) else { return nil }
        return files[String(path.dropFirst(prefix.count))]
    }
}

/// What `loaderanim --version` reports beside the version: the commit (short hash) the
/// program was built from, "unknown" outside git. Generated with the scenes, on every build.
public enum BuildInfo {}
