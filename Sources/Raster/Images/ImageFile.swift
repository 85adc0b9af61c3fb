import Foundation

/// Reads a picture file and decodes it by what its bytes say it is (not by its extension):
/// PNG through cairo, JPEG through libjpeg-turbo.
enum ImageFile {
    static func decode(path: String) throws(RasterError) -> DecodedImage {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .imageNotFound(path: path)
        }
        guard !isDirectory.boolValue else { throw .imageUnreadable(path: path, reason: "it is a directory") }
        // Foundation's Data(contentsOf:) leaks its first buffer on an empty file.
        if let size = try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int, size == 0 {
            throw .corruptImage(path: path, reason: "the file is empty")
        }
        let bytes: [UInt8]
        do {
            bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw .imageUnreadable(path: path, reason: (error as NSError).localizedDescription)
        }
        return try decode(bytes, name: path)
    }

    /// Decodes bytes; `name` is what errors call them.
    static func decode(_ bytes: [UInt8], name: String) throws(RasterError) -> DecodedImage {
        if bytes.isEmpty { throw .corruptImage(path: name, reason: "the file is empty") }
        if bytes.starts(with: PNG.signature) { return try PNG.decodeImage(bytes, name: name) }
        if bytes.starts(with: JPEG.signature) { return try JPEG.decode(bytes, name: name) }
        throw .unsupportedImage(path: name)
    }
}
