// A SwiftUI view in a UIKit scene through UIHostingController, as an app embeds one.
import UIKit
import SwiftUI

struct Dot: View {
    var body: some View { Circle().fill(Color.red).frame(width: 20, height: 20).accessibilityIdentifier("dot") }
}

let canvas = scene(title: "Hosted", width: 200, height: 100, duration: 0.1)
let host = UIHostingController(rootView: Dot())
host.view.frame = CGRect(x: 100, y: 0, width: 100, height: 100)
canvas.view.addSubview(host.view)
