// A display link whose every call adds another display link.
import UIKit

final class Chain: NSObject {
    var links: [CADisplayLink] = []
    @objc func tick(_ link: CADisplayLink) {
        let next = CADisplayLink(target: self, selector: #selector(tick(_:)))
        next.add(to: .main, forMode: .common)
        links.append(next)
    }
}

let canvas = scene(title: "Link chain", width: 100, height: 100, duration: 2)
let chain = Chain()
CADisplayLink(target: chain, selector: #selector(Chain.tick(_:))).add(to: .main, forMode: .common)
