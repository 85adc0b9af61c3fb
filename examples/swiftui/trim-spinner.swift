// trim-spinner: a blue arc, seven tenths of a circle, turning once a second.
//
// The classic SwiftUI loader: a trimmed Circle stroked with round caps, spun by a
// rotationEffect whose angle a state flips on appear, animated linearly for ever.
//
//     loaderanim render examples/swiftui/trim-spinner.swift --out trim-spinner.gif

import SwiftUI

struct TrimSpinner: View {
    var color: Color = .blue
    var lineWidth: CGFloat = 6
    @State private var isSpinning = false

    var body: some View {
        Circle()
            .trim(from: 0, to: 0.7)
            .stroke(color, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
            .frame(width: 60, height: 60)
            .rotationEffect(.degrees(isSpinning ? 360 : 0))
            .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: isSpinning)
            .onAppear { isSpinning = true }
    }
}

#Preview {
    TrimSpinner()
        .padding(20)
}
