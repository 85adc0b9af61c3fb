@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics

/// UIScrollView's layout guides (iOS 11) and iOS 17.4's scrolling controls.
extension UIScrollView {
    /// The content's rectangle in the scroll view's content coordinates: from (0, 0), as large
    /// as contentSize. Constraints that fix its width or height set contentSize, as UIKit's
    /// (the usual pinning of a content view to its four edges and to the frame guide's width).
    public var contentLayoutGuide: UILayoutGuide {
        if let guide = autoLayout.scrollContent { return guide }
        autoLayout.scrollContent = UILayoutGuide(system: .scrollContent, of: self)
        setNeedsLayout()
        return autoLayout.scrollContent!
    }

    /// The scroll view's own rectangle in its content coordinates: a view pinned to it stays
    /// where it is while the content scrolls (it is laid out again at each scroll).
    public var frameLayoutGuide: UILayoutGuide {
        if let guide = autoLayout.scrollFrame { return guide }
        autoLayout.scrollFrame = UILayoutGuide(system: .scrollFrame, of: self)
        return autoLayout.scrollFrame!
    }

    /// Whether a setContentOffset(_:animated: true) glide is under way.
    public var isScrollAnimating: Bool { glide != nil }

    /// Ends a setContentOffset(_:animated: true) glide where it is; the offset stays at the
    /// glide's last step and no scrollViewDidEndScrollingAnimation(_:) follows. Nothing zooms.
    public func stopScrollingAndZooming() {
        guard let glide else { return }
        SceneHost.stage?.invalidate(glide)
        self.glide = nil
    }

    /// Where content smaller than the scroll view sits (unit square): not drawn yet, the
    /// content stays at the top left.
    public var contentAlignmentPoint: CGPoint {
        get { inert.contentAlignmentPoint }
        set {
            inert.contentAlignmentPoint = newValue
            if newValue != .zero { MirrorDiagnostics.warnNotDrawn("UIScrollView.contentAlignmentPoint") }
        }
    }

    // MARK: Inert
    public var allowsKeyboardScrolling: Bool { get { inert.allowsKeyboardScrolling } set { inert.allowsKeyboardScrolling = newValue } }
    public var bouncesHorizontally: Bool { get { inert.bouncesHorizontally } set { inert.bouncesHorizontally = newValue } }
    public var bouncesVertically: Bool { get { inert.bouncesVertically } set { inert.bouncesVertically = newValue } }
    public var transfersHorizontalScrollingToParent: Bool { get { inert.transfersHorizontalScrollingToParent } set { inert.transfersHorizontalScrollingToParent = newValue } }
    public var transfersVerticalScrollingToParent: Bool { get { inert.transfersVerticalScrollingToParent } set { inert.transfersVerticalScrollingToParent = newValue } }
    public var isZoomAnimating: Bool { false }
    /// Runs the changes; the canvas draws no scroll indicators to show.
    public func withScrollIndicatorsShown(forContentOffsetChanges changes: () -> Void) { changes() }
}
