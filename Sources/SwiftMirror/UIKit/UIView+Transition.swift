@_spi(LoaderAnim) import LAQuartzCore
import Layers

/// UIView's transitions. UIKit draws them from snapshots of the view before and after
/// (a cross-dissolve blends the two, a flip turns the view edge-on and back, a curl pages
/// it); loaderanim has no snapshots, so it renders the nearest honest thing: the view shows
/// its old state for the first half of the transition and its new state from the middle (a
/// dissolve's even mix, a flip's edge-on moment), and the completion runs at the end,
/// finished true. The model changes at once, as UIKit's does.
extension UIView {
    /// `animations` changes `view` (and its subviews); each change to a view's property
    /// shows from half the duration. Changes to standalone layers keep their own implicit
    /// animations.
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let stage = SceneHost.requireStage("UIView.transition")
        guard duration.isFinite, duration >= 0 else {
            MirrorDiagnostics.fail("UIView.transition(with:duration: \(duration)): a duration is a number of seconds >= 0")
        }
        if let animations {
            if duration > 0, SceneHost.viewAnimationsEnabled {
                SceneHost.check("UIView.transition") {
                    try stage.animate(ViewAnimation(duration: duration, curve: .keyframes(.discrete))) {
                        try stage.addKeyframe(start: 0.5, duration: 0.5, animations)
                    }
                }
            } else {
                animations()
            }
        }
        finish(after: duration, completion)
    }

    /// Replaces `fromView` with `toView` in fromView's superview (or, with
    /// `.showHideTransitionViews`, hides one and shows the other) halfway through, and
    /// runs the completion at the end.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        let stage = SceneHost.requireStage("UIView.transition")
        guard duration.isFinite, duration >= 0 else {
            MirrorDiagnostics.fail("UIView.transition(from:to:duration: \(duration)): a duration is a number of seconds >= 0")
        }
        let swap = {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else if let parent = fromView.superview {
                parent.insertSubview(toView, aboveSubview: fromView)
                fromView.removeFromSuperview()
            }
        }
        if duration > 0, SceneHost.viewAnimationsEnabled {
            stage.after(duration / 2) { _ in SceneHost.callback(swap) }
        } else {
            swap()
        }
        finish(after: duration, completion)
    }

    /// The transition's completion, on the scene clock at its end.
    private class func finish(after duration: TimeInterval, _ completion: ((Bool) -> Void)?) {
        guard let completion else { return }
        let delay = SceneHost.viewAnimationsEnabled ? duration : 0
        SceneHost.requireStage("UIView.transition").after(delay) { _ in SceneHost.callback { completion(true) } }
    }
}
