// Image contexts asked for with sizes no context has, one per `mode`: each stops with one
// line naming this file's line.
import UIKit
import LoaderAnim

let canvas = scene(title: "Image errors", width: 40, height: 40, duration: 1)
let mode = param("mode", "none", "what to get wrong")
let side = param("side", 20.0, "a computed side")
switch mode {
case "nan":
    UIGraphicsBeginImageContextWithOptions(CGSize(width: side, height: .nan), false, 0)
case "huge":
    UIGraphicsBeginImageContext(CGSize(width: side * 1_000_000, height: 10))
case "negative":
    _ = UIGraphicsImageRenderer(size: CGSize(width: -side, height: 10))
case "scale":
    UIGraphicsBeginImageContextWithOptions(CGSize(width: side, height: side), false, -2)
case "empty":
    // A zero size makes no context, as on iOS: nothing to draw into, no image, no error.
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 0, height: side), false, 0)
    print("context \(UIGraphicsGetCurrentContext() == nil ? "none" : "made") image \(UIGraphicsGetImageFromCurrentImageContext() == nil ? "none" : "made")")
    UIGraphicsEndImageContext()
    let image = UIGraphicsImageRenderer(size: .zero).image { _ in }
    print("renderer image \(image.size.width)x\(image.size.height)")
default:
    break
}
