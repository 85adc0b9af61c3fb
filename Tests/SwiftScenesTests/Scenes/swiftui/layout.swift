// SwiftUI layout at a 200 x 100 canvas: each case prints the global frames of its views
// ("frame NAME x y width height"), as onGeometryChange reports them after layout.
import SwiftUI

extension View {
    func probe(_ name: String) -> some View {
        onGeometryChange(for: CGRect.self) { $0.frame(in: .global) } action: { frame in
            print("frame \(name) \(frame.minX) \(frame.minY) \(frame.width) \(frame.height)")
        }
    }
}

let layout = param("case", "hstack", "the layout shown",
                   choices: ["hstack", "vstack", "flexible", "zstack", "aspect", "fixed", "geometry", "position", "overlay"])

@ViewBuilder func shown() -> some View {
    switch layout {
    case "hstack":
        HStack(spacing: 10) {
            Color.red.frame(width: 20, height: 20).probe("a")
            Spacer().probe("spacer")
            Color.blue.frame(width: 30, height: 10).probe("b")
        }
        .frame(width: 160).probe("stack")
    case "vstack":
        VStack(alignment: .leading, spacing: 4) {
            Color.red.frame(width: 40, height: 10).probe("a")
            Color.blue.frame(width: 20, height: 10).probe("b")
        }
        .padding(8).probe("padded")
    case "flexible":
        VStack(spacing: 0) {
            Color.green.frame(maxWidth: .infinity).frame(height: 30).probe("wide")
            Color.red.frame(minWidth: 50, maxWidth: 80).frame(height: 30).probe("clamped")
        }
    case "zstack":
        ZStack(alignment: .topLeading) {
            Color.red.frame(width: 60, height: 40).probe("a")
            Color.blue.frame(width: 20, height: 10).probe("b")
        }
    case "aspect":
        Color.orange.aspectRatio(2, contentMode: .fit).probe("fit").frame(width: 100, height: 100)
    case "fixed":
        Color.purple.fixedSize().probe("ideal")
    case "geometry":
        GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width / 2, height: 10).probe("half")
        }
        .frame(width: 100, height: 60).probe("reader")
    case "position":
        Color.red.frame(width: 10, height: 10).probe("dot").position(x: 30, y: 20)
    default:
        Color.red.frame(width: 50, height: 20)
            .overlay(Color.blue.frame(width: 10, height: 10).probe("badge"), alignment: .topTrailing)
            .probe("base")
    }
}

let canvas = scene(title: "SwiftUI layout", width: 200, height: 100, duration: 0.1)
canvas.show(shown())
