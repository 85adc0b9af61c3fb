// orbit-canvas: eight dots chase each other round a circle, drawn in a Canvas.
//
// A TimelineView(.animation) redraws the Canvas at every frame of the display with the
// date of that frame: each dot's angle and opacity come from the time, as immediate-mode
// drawing does it.
//
//     loaderanim render examples/swiftui/orbit-canvas.swift --duration 2 --out orbit-canvas.gif

import SwiftUI

struct OrbitCanvas: View {
    var dots = 8
    var period = 2.0

    var body: some View {
        TimelineView(.animation) { timeline in
            Canvas { context, size in
                let t = timeline.date.timeIntervalSinceReferenceDate
                let center = CGPoint(x: size.width / 2, y: size.height / 2)
                let radius = min(size.width, size.height) / 2 - 8
                for index in 0..<dots {
                    let fraction = Double(index) / Double(dots)
                    let angle = (t / period + fraction) * 2 * .pi
                    let point = CGPoint(x: center.x + cos(angle) * radius, y: center.y + sin(angle) * radius)
                    var dot = context
                    dot.opacity = 0.25 + 0.75 * fraction
                    dot.fill(Path(ellipseIn: CGRect(x: point.x - 5, y: point.y - 5, width: 10, height: 10)), with: .color(.purple))
                }
            }
        }
        .frame(width: 80, height: 80)
    }
}

#Preview {
    OrbitCanvas()
        .padding(10)
}
