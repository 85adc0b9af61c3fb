// A scene swiftc would compile for longer than any bound: 40 array literals, one in another
// and never closed (24 take it 11 s; each one more, about 1.8 times as long).
import UIKit

let deep = [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1
