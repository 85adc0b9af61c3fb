import Observation

// iOS 26's property update pass: before a view is laid out, updateProperties() runs if the
// view (or its controller) asked for it, once when it first lays out, and again whenever
// an @Observable value it read there changes, as UIKit tracks those reads itself.

extension UIView {
    /// Asks for updateProperties() before the next layout.
    public func setNeedsUpdateProperties() {
        needsUpdatePropertiesFlag = true
        setNeedsLayout()
    }
    /// Runs updateProperties() now if it was asked for.
    public func updatePropertiesIfNeeded() {
        guard needsUpdatePropertiesFlag else { return }
        needsUpdatePropertiesFlag = false
        withObservationTracking { updateProperties() } onChange: { [weak self] in self?.setNeedsUpdateProperties() }
    }
}

extension UIViewController {
    public func setNeedsUpdateProperties() {
        needsUpdatePropertiesFlag = true
        viewIfLoaded?.setNeedsLayout()
    }
    public func updatePropertiesIfNeeded() {
        guard needsUpdatePropertiesFlag else { return }
        needsUpdatePropertiesFlag = false
        withObservationTracking { updateProperties() } onChange: { [weak self] in self?.setNeedsUpdateProperties() }
    }
}
