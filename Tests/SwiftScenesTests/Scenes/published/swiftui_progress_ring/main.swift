// ProgressRing, its README's determinate ring filled over 5 s and an indeterminate one.
import SwiftUI

struct Rings: View {
    @State var progress = RingProgress.percent(0)
    var body: some View {
        HStack(spacing: 20) {
            ProgressRing(progress: $progress).frame(width: 120, height: 120)
            ProgressRing(progress: .constant(.indeterminate)).frame(width: 120, height: 120)
        }
        .onAppear { withAnimation(.easeInOut(duration: 5)) { progress = .percent(1) } }
    }
}

let canvas = scene(title: "ProgressRing", width: 300, height: 160, duration: 5)
canvas.show(Rings())
