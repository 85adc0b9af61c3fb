// SkeletonUI's README one-liner: a text line shown as a shimmering skeleton.
import SwiftUI

let canvas = scene(title: "SkeletonUI", width: 280, height: 40, duration: 3)
canvas.show(Text("Finished requesting 0 users!").skeleton(with: true).frame(width: 240, height: 20))
