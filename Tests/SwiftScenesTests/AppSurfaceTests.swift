import Foundation
import Testing

/// The app, the device, selector observers, conversions between views, Core Foundation's
/// transaction keys, warned transitions and emitters, gesture recognizers, Core
/// Foundation's run-loop timers, an empty image and the trait collection (issue 44), from Scenes/app-surface.swift, which
/// prints each answer.
@Suite struct AppSurfaceTests {
    @Test func eachAnswerIsAsAPhoneGivesIt() throws {
        let result = try swiftScene(["render", "app-surface.swift", "--out", temporaryFolder("app-surface") + "/a.gif"])
        #expect(result.status == 0, "\(result.err)")
        #expect(lines(result.err) == [
            // The canvas is the key window, the only one, of the app's one scene; active,
            // portrait; no URL opens.
            "app true 1 true 1 true true false",
            // An iPhone on iOS 17.5, upright; the battery unmonitored reads −1.
            "device iPhone iOS 17.5 true true true -1.0",
            // Posted at once: the selector runs with the notification.
            "ping 1 LoaderDidPing first",
            // The card (40, 20, 100, 50) turns +90° about its center (90, 45): a point p of
            // its bounds goes to (90, 45) + R(p − (50, 25)), R(x, y) = (−y, x). Its origin:
            // (90, 45) + (25, −50) = (115, −5). The dot's corners (10, 5) and (14, 9): (110, 5)
            // and (106, 9), so its box is (106, 5, 4, 4). The window's (70, 45) back in the
            // card: (50, 25) + R⁻¹(−20, 0) = (50, 25) + (0, 20) = (50, 45). The layer's
            // center (50, 25): (90, 45).
            "convert (115.000, -5.000) (106.000, 5.000, 4.000, 4.000) (50.000, 45.000) (90.000, 45.000)",
            // kCFBooleanTrue for kCATransactionDisableActions disables actions.
            "disabled true",
            // The transition compiles, warns once at its line and is not added.
            "loaderanim: app-surface.swift:58: warning: CATransition (fade) is not drawn yet; the scene renders without it",
            "transition true 1000000000 true",
            // The card has one recognizer; the dot's long press is attached and possible.
            "recognizers 1 true true",
            // UIImage() is empty, with no CGImage; an iPhone's traits, light, compact wide.
            "image true true true true",
            // An emitter with a cell warns once; a setter carries no line, so it names the scene.
            "loaderanim: app-surface.swift:95: warning: CAEmitterLayer (particles) is not drawn yet; the scene renders without it",
            // At 0.1 s: posted again, then removeObserver(listener), then a third post that
            // no longer calls it.
            "ping 2 LoaderDidPing second",
            "pings 2",
            // canvas.tap(dot, at: 0.2): the card's one-tap recognizer, up the dot's
            // superviews, recognizes it and sends its action with itself, ended.
            "tapped true true 0.2",
            // Core Foundation's timers on the scene clock: the one-shot at its absolute fire
            // date, 0.3 s; the repeating one's third fire at 0.1 + 2 × 0.1.
            "cf once 0.3",
            "cf repeating 3 0.3",
        ])
    }
}
