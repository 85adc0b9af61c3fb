import UIKit
import LoaderAnim

let canvas = scene(title: "Bad", width: 40, height: 40, duration: 1)
let layer = CALayer()
layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
let table = UIDocumentBrowserViewController()
layer.opacity = "half"
