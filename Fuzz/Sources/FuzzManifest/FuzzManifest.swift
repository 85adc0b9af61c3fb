import Foundation
import FuzzSupport
import LoaderAnimCLI

@main
enum FuzzManifest {
    static func main() { runLibFuzzer(fuzzManifest) }
}

/// One input: any bytes as a batch manifest, read and checked as `loaderanim batch` does
/// (the JSON, each entry's fields, duplicate and standard outputs, the scene located and
/// loaded, every render option), rendering nothing. A refusal is the expected outcome; a
/// crash, a hang or an internal error (exit 70, which a manifest must never cause) is a
/// finding.
@_cdecl("LLVMFuzzerTestOneInput")  // libFuzzer links against this name too
public func fuzzManifest(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    for failure in ManifestCheck.failures(manifest: bytes, path: "fuzz.json") where failure.exit == 70 {
        fatalError("an internal error from a manifest: \(failure.line)")
    }
    return 0
}
