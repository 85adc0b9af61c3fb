// AnimateText's README: the text changes on appear and its letters fade in one by one.
import SwiftUI

struct TextScene: View {
    @State var text = "Animate"
    var body: some View {
        AnimateText<ATOpacityEffect>($text, type: .letters).font(.largeTitle)
            .onAppear { text = "Animate Text" }
    }
}

let canvas = scene(title: "AnimateText", width: 300, height: 80, duration: 1.5)
canvas.show(TextScene())
