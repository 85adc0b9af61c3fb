import Glibc

/// Reads a picture file and decodes it by what its bytes say it is (not by its extension):
/// PNG through cairo, JPEG through libjpeg-turbo.
enum ImageFile {
    static func decode(path: String) throws(RasterError) -> DecodedImage {
        var status = stat()
        guard stat(path, &status) == 0 else { throw .imageNotFound(path: path) }
        guard (status.st_mode & S_IFMT) != S_IFDIR else { throw .imageUnreadable(path: path, reason: "it is a directory") }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .imageUnreadable(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = read(descriptor, &chunk, chunk.count)
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw .imageUnreadable(path: path, reason: String(cString: strerror(errno))) }
            if count == 0 { break }
            bytes += chunk[..<count]
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
