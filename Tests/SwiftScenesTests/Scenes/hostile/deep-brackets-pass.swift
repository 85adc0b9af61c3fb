// What the source-pass fuzz target found: brackets no one closes in an import, in a file
// the Objective-C pass reads (SwiftParser, like swiftc, is exponential in them).
import U[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[IKit

final class Spinner: UIView {
    @objc func tick() {}
}
