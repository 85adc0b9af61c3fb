#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Locking

/// The pictures layers show, each read and decoded once. A renderer owns one; it is a
/// reference so the frames of one animation share it, and it is safe to use from several
/// threads (one lock; decoding happens under it, once per file, so no file is decoded twice).
/// Failures are remembered too: a missing file is reported on every frame without asking
/// the file system again.
public final class ImageCache: Sendable {
    /// Where relative `contents` paths are looked up (the scene's folder); nil means the
    /// process's current directory.
    public let baseDirectory: String?
    /// The bytes of pictures kept in memory, by the name a layer gives (the built-in
    /// scenes' assets); asked before the disk.
    private let embedded: @Sendable (String) -> [UInt8]?
    private let entries = Locked<[String: Result<DecodedImage, RasterError>]>([:])

    public init(baseDirectory: String? = nil, embedded: @escaping @Sendable (String) -> [UInt8]? = { _ in nil }) {
        self.baseDirectory = baseDirectory
        self.embedded = embedded
    }

    /// The decoded image a layer's `contents` names.
    public func image(named name: String) throws(RasterError) -> DecodedImage {
        let bytes = embedded(name)
        let path = bytes == nil ? resolve(name) : name
        let entry = entries.withLock { entries in
            if let entry = entries[path] { return entry }
            let entry = Result { () throws(RasterError) in
                if let bytes { return try ImageFile.decode(bytes, name: name) }
                return try ImageFile.decode(path: path)
            }
            entries[path] = entry
            return entry
        }
        return try entry.get()
    }

    /// How many files have been read so far (tests use it to see that decoding happens once).
    public var decodedCount: Int {
        entries.withLock { $0.count }
    }

    func resolve(_ name: String) -> String {
        guard let baseDirectory, !name.hasPrefix("/") else { return name }
        return URL(fileURLWithPath: name, relativeTo: URL(fileURLWithPath: baseDirectory, isDirectory: true)).path
    }
}
