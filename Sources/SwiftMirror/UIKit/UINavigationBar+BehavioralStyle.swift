@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics

/// Mac Catalyst's bar style choice (iOS 16): an iPhone canvas's bar is always the iOS one.
extension UINavigationBar {
    // MARK: Inert
    public var preferredBehavioralStyle: UIBehavioralStyle { get { inert.preferredBehavioralStyle } set { inert.preferredBehavioralStyle = newValue } }
    public var behavioralStyle: UIBehavioralStyle { .pad }
}
