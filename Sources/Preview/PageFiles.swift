#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The page's files (Sources/Preview/Page), compiled in by the EmbedScenes plugin
/// (PageFiles+Files.swift is generated on every build), by the path they are served at:
/// index.html at "/", the others under their names.
enum PageFiles {
    static let byPath: [String: (bytes: [UInt8], type: String)] = {
        var files: [String: (bytes: [UInt8], type: String)] = [:]
        for (path, base64) in encodedFiles {
            guard let data = Data(base64Encoded: base64) else { preconditionFailure("EmbedScenes wrote bad base64 for \(path)") }
            files[path == "index.html" ? "/" : "/" + path] = ([UInt8](data), type(of: path))
        }
        return files
    }()

    static func type(of path: String) -> String {
        switch path.split(separator: ".").last {
        case "html": "text/html; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "js": "text/javascript; charset=utf-8"
        case "svg": "image/svg+xml"
        default: "application/octet-stream"
        }
    }
}
