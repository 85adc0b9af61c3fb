// Values of the wrong type for their key paths, and a missing image: each a one-line stop
// at the scene's line (exit 65). `mode` picks one; "uicolor" is the mistake loaderanim
// draws as meant (a UIColor where Core Animation wants a CGColor).
import UIKit
import LoaderAnim

let canvas = scene(title: "Wrong", width: 40, height: 40, background: .white, duration: 1)
let mode = param("mode", "none", "string, box, keyframe, uicolor, image, file, contents, kvc")
let dot = CALayer()
dot.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
canvas.layer.addSublayer(dot)

let fade = CABasicAnimation(keyPath: "opacity")
fade.fromValue = mode == "string" ? "red" : 0
fade.toValue = mode == "box" ? NSValue(cgPoint: CGPoint(x: 1, y: 1)) : 1
fade.duration = 1
dot.add(fade, forKey: "fade")

let tint = CAKeyframeAnimation(keyPath: "backgroundColor")
tint.values = mode == "keyframe" ? [UIColor.red.cgColor, "blue"] : [UIColor.red.cgColor, UIColor.blue.cgColor]
tint.duration = 1
dot.add(tint, forKey: "tint")

let flash = CABasicAnimation(keyPath: "borderColor")
flash.toValue = UIColor.green
flash.duration = 1
flash.fillMode = .forwards
flash.isRemovedOnCompletion = false
if mode == "uicolor" { dot.add(flash, forKey: "flash") }

if mode == "image" { dot.contents = UIImage(named: "missing-picture")?.cgImage }
if mode == "file" { dot.contents = UIImage(contentsOfFile: "pictures/none.jpg")?.cgImage }
if mode == "contents" { dot.contents = "spinner.png" }
if mode == "kvc" { dot.setValue("half", forKeyPath: "transform.scale") }
