import CLibFuzzer
import Foundation

/// Runs libFuzzer with the program's arguments on `test`, the target's
/// LLVMFuzzerTestOneInput (each target also exports it under that name, which libFuzzer
/// links against).
public func runLibFuzzer(_ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, test))
}
