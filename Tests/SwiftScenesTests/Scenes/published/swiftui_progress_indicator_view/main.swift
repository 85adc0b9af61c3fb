// ProgressIndicatorView's README: the impulse bar at half progress, and the default style.
import SwiftUI

let canvas = scene(title: "ProgressIndicatorView", width: 320, height: 100, duration: 1.5)
canvas.show(VStack(spacing: 20) {
    ProgressIndicatorView(isVisible: .constant(true), type: .impulseBar(progress: .constant(0.5), backgroundColor: .gray))
        .frame(width: 300, height: 8).foregroundColor(.red)
    ProgressIndicatorView(isVisible: .constant(true), type: .default(progress: .constant(0.6)))
        .frame(width: 50, height: 50).foregroundColor(.blue)
})
