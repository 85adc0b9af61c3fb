// A SwiftUI Canvas that draws ten million shapes.
import SwiftUI

let canvas = scene(title: "Canvas flood", width: 100, height: 100, duration: 0.1)
canvas.show(Canvas { context, size in
    for index in 0..<10_000_000 {
        context.fill(Path(CGRect(x: Double(index % 100), y: 0, width: 1, height: 1)), with: .color(.red))
    }
})
