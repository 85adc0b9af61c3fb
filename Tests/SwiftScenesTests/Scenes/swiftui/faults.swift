// SwiftUI scenes that cannot finish, each stopped with one line (SwiftUIFaultTests).
import SwiftUI

let fault = param("case", "recursion", "the fault", choices: ["recursion", "settles", "million", "nan", "changeEveryFrame"])

struct Endless: View {
    let depth: Int
    var body: some View { Endless(depth: depth + 1) }
}

struct NeverSettles: View {
    @State private var width = 10.0
    var body: some View {
        Color.red.frame(width: width, height: 10)
            .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { width = $0 + 1 }
    }
}

struct EveryFrame: View {
    @State private var tick = 0
    var body: some View {
        Color.red.frame(width: 10 + Double(tick % 10), height: 10)
            .onChange(of: tick) { tick += 1 }
            .onAppear { tick = 1 }
    }
}

@ViewBuilder func shown() -> some View {
    switch fault {
    case "recursion": Endless(depth: 0)
    case "settles": NeverSettles()
    case "million": VStack { ForEach(0..<1_000_000, id: \.self) { _ in Color.red.frame(width: 1, height: 1) } }
    case "nan": Color.red.frame(width: .nan, height: 10)
    default: EveryFrame()
    }
}

let canvas = scene(title: "SwiftUI faults", width: 100, height: 100, duration: 1)
canvas.show(shown())
