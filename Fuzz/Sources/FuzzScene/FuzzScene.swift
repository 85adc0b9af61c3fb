import Foundation
import FuzzSupport

@main
enum FuzzScene {
    static func main() { runLibFuzzer(fuzzScene) }
}

/// One input: any bytes as a scene script, taken as far as the command line
/// takes a good one (load, length, the clock at a few times, drawn frames).
@_cdecl("LLVMFuzzerTestOneInput")  // libFuzzer links against this name too
public func fuzzScene(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    _ = try? renderBriefly(String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self))
    return 0
}
