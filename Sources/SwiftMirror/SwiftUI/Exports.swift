// `import SwiftUI` in a scene (the compile maps SwiftUI onto this module). As on iOS, the
// import brings UIKit (with Foundation and CoreGraphics), Combine and Observation with it:
// a SwiftUI file names UIColor, `@Published`, `ObservableObject` and `@Observable` without
// importing them.
@_exported import LAUIKit
@_exported import LACombine
@_exported import Observation
