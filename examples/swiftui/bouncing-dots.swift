// bouncing-dots: three dots rise and fall one after another.
//
// Each dot's offset flips on appear; its animation is the same ease-in-out, repeating with
// autoreverse, started 0.15 s after the dot before it (a delay written after
// repeatForever waits once, so the dots stay out of step for ever).
//
//     loaderanim render examples/swiftui/bouncing-dots.swift --out bouncing-dots.gif

import SwiftUI

struct BouncingDots: View {
    var count = 3
    var color: Color = .orange
    @State private var isUp = false

    var body: some View {
        HStack(spacing: 10) {
            ForEach(0..<count, id: \.self) { index in
                Circle()
                    .fill(color)
                    .frame(width: 14, height: 14)
                    .offset(y: isUp ? -12 : 12)
                    .animation(.easeInOut(duration: 0.45).repeatForever(autoreverses: true).delay(Double(index) * 0.15),
                               value: isUp)
            }
        }
        .frame(height: 50)
        .onAppear { isUp = true }
    }
}

#Preview {
    BouncingDots()
        .padding(16)
}
