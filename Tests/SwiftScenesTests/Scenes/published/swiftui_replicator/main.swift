// SwiftUIReplicator's circle-scale indicator, as its preview shows it (accent red).
import SwiftUI

let canvas = scene(title: "CircleScaleIndicator", width: 120, height: 40, duration: 2)
canvas.show(ActivityIndicator(style: .circleScale).accentColor(.red))
