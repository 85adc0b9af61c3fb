// SwiftUI-Animations' DotsLoaderView as its #Preview shows it, on a smaller canvas: three
// white dots slide from -75 to 75 with staggered ease-in-out delays, and back every 1.5 s.
import SwiftUI

let canvas = scene(title: "DotsLoaderView", width: 200, height: 60, duration: 3)
canvas.show(ZStack {
    Color.black
    DotsLoaderView()
})
