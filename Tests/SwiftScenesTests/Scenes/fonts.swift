// Labels in the system font's weights and in names real code uses, unchanged from an iOS
// project: its twin fonts.lua names the faces as loaderanim's table does, and the two
// must render the same bytes.
import UIKit
import LoaderAnim

let canvas = scene(title: "Fonts", width: 160, height: 150, background: .white, duration: 0.2, fps: 10)

let fonts: [UIFont] = [
    .systemFont(ofSize: 14, weight: .ultraLight), .systemFont(ofSize: 14, weight: .thin),
    .systemFont(ofSize: 14, weight: .semibold), .systemFont(ofSize: 14, weight: .black),
    .boldSystemFont(ofSize: 14), .italicSystemFont(ofSize: 14),
    UIFont(name: "HelveticaNeue-Thin", size: 14)!, .monospacedSystemFont(ofSize: 14, weight: .bold),
    UIFont(name: "Futura-Bold", size: 14)!,
]
for (i, font) in fonts.enumerated() {
    let label = CATextLayer()
    label.frame = CGRect(x: 4, y: CGFloat(i) * 16, width: 156, height: 16)
    label.string = "Loading 42%"
    label.font = font
    label.fontSize = font.pointSize
    label.foregroundColor = UIColor.black.cgColor
    canvas.layer.addSublayer(label)
}
