// Text and pictures as an iOS loader sets them: UIFont and CGFont on CATextLayer, attributed
// strings (the first character's attributes draw the whole string), pictures beside the
// scene by UIImage(named:) (a PNG) and UIImage(contentsOfFile:) (a JPEG), in a layer and a
// UIImageView.
// Its twin text.lua builds the same layers, and `inspect` must give the same tree.
import UIKit
import LoaderAnim

let canvas = scene(title: "Text", width: 160, height: 160, background: .white, duration: 0.4, fps: 10)

func label(_ name: String, y: CGFloat) -> CATextLayer {
    let layer = CATextLayer()
    layer.name = name
    layer.frame = CGRect(x: 4, y: y, width: 120, height: 20)
    canvas.layer.addSublayer(layer)
    return layer
}

// A UIFont's size is not the layer's: fontSize is, as on iOS.
let bold = label("bold", y: 0)
bold.font = UIFont.boldSystemFont(ofSize: 20)
bold.fontSize = 14
bold.string = "Bold"
bold.foregroundColor = UIColor.black.cgColor

let percent = label("percent", y: 20)
percent.string = NSAttributedString(string: "42%", attributes: [
    .font: UIFont.systemFont(ofSize: 18, weight: .semibold),
    .foregroundColor: UIColor.systemBlue,
])

let loading = label("loading", y: 40)
let text = NSMutableAttributedString(string: "Loading", attributes: [
    NSAttributedString.Key.font: UIFont(name: "Helvetica-Bold", size: 12)!,
    NSAttributedString.Key.foregroundColor: UIColor.red.cgColor,
])
text.append(NSAttributedString(string: "...", attributes: [.foregroundColor: UIColor.gray]))
loading.string = text

let plain = label("plain", y: 60)
plain.string = NSAttributedString(string: "plain")

let named = label("named", y: 80)
named.font = "Helvetica" as CFTypeRef
named.fontSize = 11
named.string = "Helvetica"
named.foregroundColor = UIColor.darkGray.cgColor

let courier = label("courier", y: 100)
courier.font = CGFont("Courier" as CFString)
courier.fontSize = 10
courier.string = "0123"
courier.foregroundColor = UIColor.black.cgColor
courier.alignmentMode = .right

let italic = label("italic", y: 120)
italic.font = UIFont.italicSystemFont(ofSize: 13)
italic.fontSize = 13
italic.string = "wait"
italic.foregroundColor = UIColor.black.cgColor

let picture = CALayer()
picture.name = "picture"
picture.frame = CGRect(x: 128, y: 0, width: 32, height: 32)
picture.contents = UIImage(named: "assets/spinner")?.cgImage
picture.contentsGravity = .resizeAspect
canvas.layer.addSublayer(picture)

let imageView = UIImageView(image: UIImage(contentsOfFile: "assets/spinner.jpg"))
imageView.frame = CGRect(x: 128, y: 40, width: 24, height: 24)
imageView.layer.name = "imageView"
canvas.view.addSubview(imageView)
