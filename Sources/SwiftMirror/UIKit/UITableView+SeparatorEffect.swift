@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics

/// Kept beside Tables/UITableView.swift: a separator's vibrancy over a blurred background is
/// an effect a loader does not show (separators draw in separatorColor).
extension UITableView {
    // MARK: Inert
    public var separatorEffect: UIVisualEffect? { get { inert.separatorEffect } set { inert.separatorEffect = newValue } }
}
