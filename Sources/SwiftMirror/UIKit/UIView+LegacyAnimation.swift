@_spi(LoaderAnim) import LAQuartzCore

/// UIView's pre-block animation API (begin/commit, deprecated since iOS 13). The engine
/// animates the changes an animate block's closure makes; changes made between
/// beginAnimations and commitAnimations are outside any closure, so they are not drawn as
/// an animation: they show at once, and each call warns once.
extension UIView {
    public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        MirrorDiagnostics.warnNotDrawn("UIView.beginAnimations(_:context:)")
    }
    public class func commitAnimations() { MirrorDiagnostics.warnNotDrawn("UIView.commitAnimations()") }
    public class func setAnimationDelegate(_ delegate: Any?) { MirrorDiagnostics.warnNotDrawn("UIView.setAnimationDelegate(_:)") }
    public class func setAnimationWillStart(_ selector: Selector?) { MirrorDiagnostics.warnNotDrawn("UIView.setAnimationWillStart(_:)") }
    public class func setAnimationDidStop(_ selector: Selector?) { MirrorDiagnostics.warnNotDrawn("UIView.setAnimationDidStop(_:)") }
    public class func setAnimationDuration(_ duration: TimeInterval) { MirrorDiagnostics.warnNotDrawn("UIView.setAnimationDuration(_:)") }
    public class func setAnimationDelay(_ delay: TimeInterval) { MirrorDiagnostics.warnNotDrawn("UIView.setAnimationDelay(_:)") }
    public class func setAnimationStart(_ startDate: Date) { MirrorDiagnostics.warnNotDrawn("UIView.setAnimationStart(_:)") }
    public class func setAnimationCurve(_ curve: AnimationCurve) { MirrorDiagnostics.warnNotDrawn("UIView.setAnimationCurve(_:)") }
    public class func setAnimationRepeatCount(_ repeatCount: Float) { MirrorDiagnostics.warnNotDrawn("UIView.setAnimationRepeatCount(_:)") }
    public class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        MirrorDiagnostics.warnNotDrawn("UIView.setAnimationRepeatAutoreverses(_:)")
    }
    public class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
        MirrorDiagnostics.warnNotDrawn("UIView.setAnimationBeginsFromCurrentState(_:)")
    }
    public class func setAnimationTransition(_ transition: AnimationTransition, for view: UIView, cache: Bool) {
        MirrorDiagnostics.warnNotDrawn("UIView.setAnimationTransition(_:for:cache:)")
    }

    public enum AnimationTransition: Int, Sendable { case none = 0, flipFromLeft, flipFromRight, curlUp, curlDown }
}
