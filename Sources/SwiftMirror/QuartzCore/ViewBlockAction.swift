import Animation
import Foundation
@_spi(LoaderAnim) import LACoreGraphics
import Layers

/// UIKit's answer when a layer asks its view for an action (`action(for:forKey:)`): inside
/// an animate block, for a key UIKit animates, a CABasicAnimation (a CASpringAnimation in a
/// spring block) set to the block's duration, curve, delay and repeat options; anywhere
/// else NSNull, so a view's layer never animates on its own.
///
/// The engine's block (Stage.animate) still does the animating: it knows the springs'
/// settling, the keyframe tracks and the completion. When UIKit's animation comes back to
/// `runAction` unchanged, for the key and view layer it was made for, the change goes to
/// the block; a copy, a changed one, or one returned for another key (a layer subclass
/// borrowing `backgroundColor`'s for its `@NSManaged` key) is added as any explicit
/// animation, as on iOS.
///
///     block open?  key UIKit animates?   answer
///     no           -                     NSNull
///     yes          no (custom, contents) NSNull
///     yes          yes                   CABasicAnimation(duration, curve, delay)
struct ViewBlockAction {
    let animation: CABasicAnimation
    let key: String
    let layer: LayerID
    let made: Settings

    /// What UIKit set, to tell whether the scene changed it.
    struct Settings: Equatable {
        var beginTime, duration, timeOffset: Double
        var speed, repeatCount: Float
        var autoreverses, isAdditive, hasValues, hasDelegate: Bool
        var fillMode: String
        var timingFunction: ObjectIdentifier?
        var keyPath: String?

        init(_ animation: CABasicAnimation) {
            (beginTime, duration, timeOffset) = (animation.beginTime, animation.duration, animation.timeOffset)
            (speed, repeatCount) = (animation.speed, animation.repeatCount)
            (autoreverses, isAdditive) = (animation.autoreverses, animation.isAdditive)
            hasValues = animation.fromValue != nil || animation.toValue != nil || animation.byValue != nil
            hasDelegate = animation.delegate != nil
            fillMode = animation.fillMode.rawValue
            timingFunction = animation.timingFunction.map(ObjectIdentifier.init)
            keyPath = animation.keyPath
        }
    }
}

extension SceneHost {
    /// The animation UIKit's answer made last (one change asks once).
    nonisolated(unsafe) static var viewBlockAction: ViewBlockAction?
    /// UIKit's NSNull, one for every answer (a view's layer asks at every change).
    static let noAction = NSNull()
}

extension CALayer {
    /// UIView's `action(for:forKey:)`: see ViewBlockAction.
    @_spi(LoaderAnim) public func viewAction(forKey event: String) -> CAAction {
        guard !isPresentation, SceneHost.viewAnimationsEnabled, let stage = SceneHost.stage,
              let settings = stage.openViewAnimation, settings.duration > 0,
              let resolved = try? stage.keyPath(event, of: layerID), resolved.property.isAnimatable,
              resolved.property.isBuiltIn
        else { return SceneHost.noAction }
        let animation: CABasicAnimation
        var duration = settings.duration, delay = settings.delay
        switch settings.curve {
        case .timing(let function):
            animation = CABasicAnimation(keyPath: event)
            animation.timingFunction = CAMediaTimingFunction(function: function)
        case .spring(let spring):
            let springAnimation = CASpringAnimation(keyPath: event)
            springAnimation.mass = CGFloat(spring.mass)
            springAnimation.stiffness = CGFloat(spring.stiffness)
            springAnimation.damping = CGFloat(spring.damping)
            springAnimation.initialVelocity = CGFloat(spring.initialVelocity)
            animation = springAnimation
        case .keyframes:
            // The keyframe whose animations are running: its share of the block, linearly.
            animation = CABasicAnimation(keyPath: event)
            animation.timingFunction = CAMediaTimingFunction(name: .linear)
            if let frame = stage.openKeyframe {
                delay += frame.start * duration
                duration *= frame.duration
            }
        }
        animation.duration = duration
        if delay > 0 {
            animation.beginTime = convertTime(CACurrentMediaTime(), from: nil) + delay
            animation.fillMode = .backwards
        }
        if settings.repeats { animation.repeatCount = .infinity }
        animation.autoreverses = settings.autoreverses
        SceneHost.viewBlockAction = ViewBlockAction(animation: animation, key: event, layer: layerID, made: .init(animation))
        return animation
    }

    /// Whether `action`, asked for `key`, is UIKit's animation come back unchanged for this
    /// view layer: the engine's block then makes the change (see ViewBlockAction).
    func isViewBlockAction(_ action: CAAction, forKey key: String) -> Bool {
        guard let made = SceneHost.viewBlockAction, made.animation === action as AnyObject else { return false }
        SceneHost.viewBlockAction = nil
        return made.key == key && made.layer == layerID && stage.backsView(layerID)
            && ViewBlockAction.Settings(made.animation) == made.made
    }
}
