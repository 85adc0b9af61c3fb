#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

extension Spring {
    /// UIView.animate's spring form (usingSpringWithDamping:initialSpringVelocity:) as a
    /// CASpringAnimation: mass 1, the damping ratio as given (damping = 2·ratio·√stiffness),
    /// and the stiffness at which the spring settles (`settlingDuration`) in exactly the
    /// block's duration, as UIKit's spring runs for the duration it is given.
    /// initialSpringVelocity is already in Core Animation's unit (the whole change per
    /// second). Apple publishes no formula; docs/core-animation.md#uikit-timing.
    public static func forView(dampingRatio: Double, initialVelocity: Double, duration: Double) -> Spring {
        func spring(_ w0: Double) -> Spring {
            Spring(mass: 1, stiffness: w0 * w0, damping: 2 * dampingRatio * w0, initialVelocity: initialVelocity)
        }
        // settlingDuration falls as the frequency rises: bisect on its logarithm.
        var low = log(1e-3), high = log(1e5)
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if spring(exp(mid)).settlingDuration > duration { low = mid } else { high = mid }
        }
        return spring(exp(high))
    }
}
