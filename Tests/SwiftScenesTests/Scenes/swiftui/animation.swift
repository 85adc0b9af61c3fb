// SwiftUI animations whose values the tests derive from the curves' closed forms: each case
// changes a state on appear (at 0 s) or later on the scene clock, and names the layer that
// shows it ("probe") for inspect.
import SwiftUI

let shown = param("case", "linear", "the animation shown", choices: [
    "linear", "easeInOut", "spring", "delayEachCycle", "delayOnce", "repeatCount", "interrupted",
    "shape", "insertion", "phases", "keyframes", "periodic", "timer", "observable", "published", "task",
])

/// A bar whose animatable width fraction SwiftUI interpolates frame by frame.
struct Bar: Shape {
    var fraction: Double
    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }
    func path(in rect: CGRect) -> Path { Path(CGRect(x: 0, y: 0, width: rect.width * fraction, height: rect.height)) }
}

@Observable final class Model {
    var x = 0.0
}

final class Progress: ObservableObject {
    @Published var value = 0.0
}

struct Probe: View {
    let start: Date
    @State private var on = false
    @State private var x = 0.0
    @State private var count = 0
    @State private var model = Model()
    @StateObject private var progress = Progress()
    let ticks = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()

    var body: some View {
        switch shown {
        case "linear":
            Color.red.frame(width: 10, height: 10).opacity(on ? 1 : 0).accessibilityIdentifier("probe")
                .onAppear { withAnimation(.linear(duration: 2)) { on = true } }
        case "easeInOut":
            Color.red.frame(width: 10, height: 10).rotationEffect(.degrees(on ? 90 : 0)).accessibilityIdentifier("probe")
                .onAppear { withAnimation(.easeInOut(duration: 1)) { on = true } }
        case "spring":
            Color.red.frame(width: 10, height: 10).scaleEffect(on ? 2 : 1).accessibilityIdentifier("probe")
                .onAppear { withAnimation(.spring(response: 0.5, dampingFraction: 0.5)) { on = true } }
        case "delayEachCycle":
            Color.red.frame(width: 10, height: 10).opacity(on ? 1 : 0).accessibilityIdentifier("probe")
                .animation(.linear(duration: 1).delay(0.5).repeatForever(autoreverses: false), value: on)
                .onAppear { on = true }
        case "delayOnce":
            Color.red.frame(width: 10, height: 10).opacity(on ? 1 : 0).accessibilityIdentifier("probe")
                .animation(.linear(duration: 1).repeatForever(autoreverses: false).delay(0.5), value: on)
                .onAppear { on = true }
        case "repeatCount":
            Color.red.frame(width: 10, height: 10).offset(x: on ? 100 : 0).accessibilityIdentifier("probe")
                .onAppear { withAnimation(.linear(duration: 1).repeatCount(3, autoreverses: true)) { on = true } }
        case "interrupted":
            Color.red.frame(width: 10, height: 10).offset(x: x).accessibilityIdentifier("probe")
                .onAppear {
                    withAnimation(.linear(duration: 2)) { x = 100 }
                    Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in withAnimation(.linear(duration: 2)) { x = 0 } }
                }
        case "shape":
            Bar(fraction: on ? 1 : 0).fill(Color.blue).frame(width: 100, height: 10).accessibilityIdentifier("probe")
                .onAppear { withAnimation(.linear(duration: 1)) { on = true } }
        case "insertion":
            ZStack {
                if on { Color.red.frame(width: 10, height: 10).transition(.scale).accessibilityIdentifier("probe") }
            }
            .frame(width: 40, height: 40)
            .onAppear { Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in withAnimation(.linear(duration: 1)) { on = true } } }
        case "phases":
            Color.red.frame(width: 10, height: 10)
                .phaseAnimator([0.0, 10, 20]) { content, phase in content.offset(x: phase) } animation: { _ in .linear(duration: 0.5) }
                .accessibilityIdentifier("probe")
        case "keyframes":
            KeyframeAnimator(initialValue: 0.0) { value in
                Color.red.frame(width: 10, height: 10).offset(x: value).accessibilityIdentifier("probe")
            } keyframes: { _ in
                KeyframeTrack {
                    LinearKeyframe(100, duration: 1)
                    LinearKeyframe(0, duration: 1)
                }
            }
        case "periodic":
            TimelineView(.periodic(from: start, by: 0.5)) { context in
                Color.red.frame(width: 10 + 10 * (context.date.timeIntervalSince(start) / 0.5).rounded(), height: 10)
                    .accessibilityIdentifier("probe")
            }
        case "timer":
            Color.red.frame(width: 10 + 10 * Double(count), height: 10).accessibilityIdentifier("probe")
                .onReceive(ticks) { _ in count += 1 }
        case "observable":
            Color.red.frame(width: 10, height: 10).offset(x: model.x).accessibilityIdentifier("probe")
                .onAppear { withAnimation(.linear(duration: 1)) { model.x = 100 } }
        case "task":
            Color.red.frame(width: 10 + 10 * Double(count), height: 10).accessibilityIdentifier("probe")
                .task {
                    for step in 1...3 {
                        try? await Task.sleep(nanoseconds: 500_000_000)
                        count = step
                    }
                    try? await Task.sleep(for: .milliseconds(250))
                    count = 10
                }
        default:
            Color.red.frame(width: 10 + 100 * progress.value, height: 10).accessibilityIdentifier("probe")
                .onAppear { withAnimation(.linear(duration: 1)) { progress.value = 1 } }
        }
    }
}

let canvas = scene(title: "SwiftUI animations", width: 200, height: 60, duration: 4)
canvas.show(Probe(start: Date()).frame(width: 200, height: 60, alignment: .leading))
