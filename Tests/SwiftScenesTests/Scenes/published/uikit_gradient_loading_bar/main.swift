// GradientLoadingBar's SwiftUI view, as its doc comment places it: 3 points high.
import SwiftUI

let canvas = scene(title: "GradientLoadingBarView", width: 300, height: 20, duration: 3.33)
canvas.show(GradientLoadingBarView().frame(width: 300, height: 3))
