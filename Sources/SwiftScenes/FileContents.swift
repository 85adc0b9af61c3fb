#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Glibc

/// A file's bytes, nil when it cannot be read: what loaderanim reads files with instead of
/// FileManager's `contents(atPath:)`, which leaks the 4 KB buffer it reads an empty file
/// with (swift-foundation; the source-pass fuzz target found it, on an empty scene file and
/// an empty pass output). An empty regular file is not read at all.
public func fileContents(atPath path: String) -> Data? {
    var info = stat()
    if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size == 0, access(path, R_OK) == 0 { return Data() }
    return FileManager.default.contents(atPath: path)
}
