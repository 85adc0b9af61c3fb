// AlertToast's README: a "complete" alert presented on appear, dismissed after 2 s.
import SwiftUI

struct ToastScene: View {
    @State var show = false
    var body: some View {
        Color.white
            .toast(isPresenting: $show, duration: 2) { AlertToast(type: .complete(.green), title: "Done") }
            .onAppear { show = true }
    }
}

let canvas = scene(title: "AlertToast", width: 240, height: 240, duration: 3)
canvas.show(ToastScene())
