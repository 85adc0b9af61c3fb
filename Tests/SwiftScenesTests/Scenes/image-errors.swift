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
case "nested":
    // 1,000 dots a row (2 calls each: the draw and the dot's fill), 1,000 rows a grid: the
    // 500th row passes 1,000,000 calls.
    let dot = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { $0.fill(CGRect(x: 0, y: 0, width: 2, height: 2)) }
    let row = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in
        for i in 0..<1000 { dot.draw(at: CGPoint(x: i % 10 * 2, y: 0)) }
    }
    _ = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in
        for _ in 0..<1000 { row.draw(at: .zero) }
    }
case "blended":
    // Each painting call under a blend mode composites an offscreen group, as a shadow or a
    // clip mask makes it: a loop of them is refused at its thousandth call.
    _ = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
        context.cgContext.setBlendMode(.multiply)
        for _ in 0..<1_000_000_000 { context.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20)) }
    }
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
