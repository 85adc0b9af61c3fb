// An observer that posts what it observes: each post delivers a post, without end.
import UIKit

let canvas = scene(title: "Post loop", width: 100, height: 100, duration: 1)
let ping = Notification.Name("ping")
NotificationCenter.default.addObserver(forName: ping, object: nil, queue: nil) { _ in
    NotificationCenter.default.post(name: ping, object: nil)
}
NotificationCenter.default.post(name: ping, object: nil)
