// ring-loader: a download ring as an app writes it in SwiftUI. A view model publishes the
// progress on a timer; the ring's trim and a percentage label, whose number counts through
// every value on the way (an Animatable modifier), follow it with an ease-in-out; at 100 %
// the ring turns into a check mark that draws itself, and the caption fades in.
//
//     loaderanim render examples/swiftui/ring-loader.swift --out ring-loader.gif

import SwiftUI
import Combine

/// The download: 12.5 % more every 0.4 s, on the main run loop.
final class DownloadModel: ObservableObject {
    @Published private(set) var progress = 0.0
    private var ticks: AnyCancellable?

    func start() {
        ticks = Timer.publish(every: 0.4, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] _ in
                guard let self else { return }
                withAnimation(.easeInOut(duration: 0.35)) {
                    self.progress = min(self.progress + 0.125, 1)
                }
                if self.progress >= 1 { self.ticks = nil }
            }
    }
}

/// A label that shows the percentage of the animated value, frame by frame.
struct PercentLabel: AnimatableModifier {
    var value: Double
    var animatableData: Double {
        get { value }
        set { value = newValue }
    }
    func body(content: Content) -> some View {
        content.overlay(
            Text("\(Int((value * 100).rounded())) %")
                .font(.system(size: 15, weight: .semibold, design: .rounded))
                .foregroundColor(.primary)
        )
    }
}

/// The check mark, drawn along its length.
struct CheckMark: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX + rect.width * 0.15, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.minX + rect.width * 0.42, y: rect.maxY - rect.height * 0.18))
        path.addLine(to: CGPoint(x: rect.maxX - rect.width * 0.12, y: rect.minY + rect.height * 0.2))
        return path
    }
}

struct RingLoader: View {
    @StateObject private var model = DownloadModel()
    @State private var showsCheck = false
    var lineWidth: CGFloat = 8

    private var isDone: Bool { model.progress >= 1 }

    var body: some View {
        VStack(spacing: 12) {
            ZStack {
                Circle()
                    .stroke(Color.gray.opacity(0.2), lineWidth: lineWidth)
                Circle()
                    .trim(from: 0, to: model.progress)
                    .stroke(isDone ? Color.green : Color.blue, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                if showsCheck {
                    CheckMark()
                        .trim(from: 0, to: showsCheck ? 1 : 0)
                        .stroke(Color.green, style: StrokeStyle(lineWidth: 5, lineCap: .round, lineJoin: .round))
                        .frame(width: 30, height: 30)
                        .transition(.scale.combined(with: .opacity))
                } else {
                    Color.clear.modifier(PercentLabel(value: model.progress))
                        .transition(.opacity)
                }
            }
            .frame(width: 64, height: 64)

            Text(isDone ? "Downloaded" : "Downloading…")
                .font(.caption)
                .foregroundStyle(.secondary)
                .animation(.easeInOut(duration: 0.3), value: isDone)
        }
        .onAppear { model.start() }
        .onChange(of: isDone) { _, done in
            guard done else { return }
            withAnimation(.spring(duration: 0.5, bounce: 0.3).delay(0.3)) { showsCheck = true }
        }
    }
}

#Preview {
    RingLoader()
        .padding(20)
}
