@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics
import Foundation

/// Modal presentation as UIKit runs it: the presented controller's view goes into the
/// presenter's window (the transition's container) by an animator, the transitioning
/// delegate's or UIKit's own for the modal transition style; the appearance calls bracket
/// the animation (the leaving controller's will- call first, then the arriving one's; at
/// completeTransition(true) their did- calls in the same order, then the completion).
/// A full-screen presentation (`.fullScreen`, `.currentContext`, or a presentation
/// controller that asks) takes the presenter's view out of the window once it is covered
/// and puts it back under the presented view when dismissal starts; the others leave it.
extension UIViewController {
    enum TransitionPhase { case none, presenting, dismissing }

    /// How many controllers may be presented one on another.
    static let maximumPresentationDepth = 100

    /// The top of the controller's parent chain: the one that presents and is presented.
    var containmentRoot: UIViewController {
        var controller = self
        while let parent = controller.parent { controller = parent }
        return controller
    }

    /// Whether the presentation takes the presenter's view out of the window.
    var removesPresenterView: Bool {
        if let custom = customPresentation { return custom.shouldRemovePresentersView }
        return modalPresentationStyle == .fullScreen || modalPresentationStyle == .currentContext
    }

    func presentModally(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        if presented.parent != nil {
            MirrorDiagnostics.fail("present(_:animated:completion:): \(presented) has a parent view controller; UIKit presents only a controller that has none")
        }
        if presented.presentingStore != nil || presented === containmentRoot {
            MirrorDiagnostics.fail("present(_:animated:completion:): \(presented) is already presented; UIKit presents a controller once at a time")
        }
        // As UIKit: a controller already presenting, one in a transition (but for its
        // viewDidAppear(_:), where presenting is what UIKit's documentation advises), or one
        // whose view is not in a window presents nothing (UIKit logs "Attempt to present ...").
        let presenter = containmentRoot
        let settled = presenter.transitionPhase == .none || (presenter.transitionPhase == .presenting && presenter.appearance == .appeared)
        guard presenter.presentedStore == nil, settled,
              let presenterView = presenter.viewIfLoaded, let container = presenterView.window else { return }
        // UIKit would present on top without end; a chain that deep is a controller that
        // presents another from its own viewDidAppear(_:), which no loader needs.
        var depth = 1, below = presenter.presentingStore
        while let next = below { depth += 1; below = next.presentingStore }
        if depth >= Self.maximumPresentationDepth {
            MirrorDiagnostics.fail("present(_:animated:completion:): \(type(of: presented)) would make \(depth + 1) controllers "
                + "presented one on another (at most \(Self.maximumPresentationDepth)): a controller that presents another from its "
                + "own viewDidAppear(_:) keeps doing so")
        }
        let source = self
        presenter.presentedStore = presented
        presented.presentingStore = presenter
        presented.transitionPhase = .presenting
        let style = presented.modalPresentationStyle
        if style == .custom {
            presented.customPresentation = presented.transitioningDelegate?.presentationController(
                forPresented: presented, presenting: presenter, source: source)
        } else if style != .fullScreen, style != .overFullScreen, style != .currentContext, style != .overCurrentContext {
            MirrorDiagnostics.warnNotDrawn("UIViewController.modalPresentationStyle")
        }
        presented.customPresentation?.containerView = container
        let removes = presented.removesPresenterView
        let presentedView: UIView = presented.view
        let finalFrame = presented.customPresentation?.frameOfPresentedViewInContainerView ?? container.bounds

        presented.appearanceFollowsTransition = true
        if removes {
            presenter.appearanceFollowsTransition = true
            presenter.beginAppearanceTransition(false, animated: animated)
        }
        presented.beginAppearanceTransition(true, animated: animated)
        presented.customPresentation?.presentationTransitionWillBegin()

        let context = ModalTransitionContext(container: container, from: presenter, to: presented, presenting: true,
                                             animated: animated, removesPresenter: removes, presentedFrame: finalFrame)
        context.finish = { [weak presenter, weak presented] completed in
            guard let presenter, let presented else { return }
            presented.customPresentation?.presentationTransitionDidEnd(completed)
            if completed {
                if presentedView.superview == nil { container.addSubview(presentedView) }
                if removes { presenterView.removeFromSuperview() }
                if removes { presenter.endAppearanceTransition() }
                presented.endAppearanceTransition()
            } else {
                // Cancelled: the presented controller leaves, the presenter stays.
                presented.beginAppearanceTransition(false, animated: animated)
                presentedView.removeFromSuperview()
                presented.endAppearanceTransition()
                if removes { presenter.beginAppearanceTransition(true, animated: animated); presenter.endAppearanceTransition() }
                presenter.presentedStore = nil
                presented.presentingStore = nil
                presented.customPresentation = nil
            }
            presented.transitionPhase = .none
            presented.appearanceFollowsTransition = false
            presenter.appearanceFollowsTransition = false
            if completed { completion?() }
        }
        run(context, animated: animated, custom: presented.transitioningDelegate.flatMap {
            $0.animationController(forPresented: presented, presenting: presenter, source: source)
        }, interaction: { delegate, animator in delegate.interactionControllerForPresentation(using: animator) })
    }

    func dismissModally(animated: Bool, completion: (() -> Void)?) {
        let root = containmentRoot
        let presenter: UIViewController, presented: UIViewController
        if let shown = root.presentedStore {
            (presenter, presented) = (root, shown)
        } else if let below = root.presentingStore {
            (presenter, presented) = (below, root)
        } else {
            return
        }
        guard presented.transitionPhase == .none else { return }
        // What the presented controller presents goes first, at once, as UIKit takes the
        // controllers above the one dismissed away with it.
        if presented.presentedStore != nil { presented.dismissModally(animated: false, completion: nil) }
        guard let presentedView = presented.viewIfLoaded, let container = presentedView.window ?? presenter.viewIfLoaded?.window else {
            presenter.presentedStore = nil
            presented.presentingStore = nil
            return
        }
        presented.transitionPhase = .dismissing
        let removes = presented.removesPresenterView
        let presenterView: UIView = presenter.view
        presented.appearanceFollowsTransition = true
        presented.beginAppearanceTransition(false, animated: animated)
        if removes {
            presenter.appearanceFollowsTransition = true
            if presenterView.superview == nil {
                container.insertSubview(presenterView, belowSubview: presentedView)
            }
            presenter.beginAppearanceTransition(true, animated: animated)
        }
        presented.customPresentation?.dismissalTransitionWillBegin()
        let context = ModalTransitionContext(container: container, from: presented, to: presenter, presenting: false,
                                             animated: animated, removesPresenter: removes, presentedFrame: presentedView.frame)
        context.finish = { [weak presenter, weak presented] completed in
            guard let presenter, let presented else { return }
            presented.customPresentation?.dismissalTransitionDidEnd(completed)
            if completed {
                presentedView.removeFromSuperview()
                presented.endAppearanceTransition()
                if removes { presenter.endAppearanceTransition() }
                presenter.presentedStore = nil
                presented.presentingStore = nil
                presented.customPresentation = nil
            } else {
                // Cancelled: the presented controller stays on top.
                if removes { presenterView.removeFromSuperview() }
                presented.beginAppearanceTransition(true, animated: animated)
                presented.endAppearanceTransition()
            }
            presented.transitionPhase = .none
            presented.appearanceFollowsTransition = false
            presenter.appearanceFollowsTransition = false
            if completed { completion?() }
        }
        run(context, animated: animated, custom: presented.transitioningDelegate.flatMap {
            $0.animationController(forDismissed: presented)
        }, interaction: { delegate, animator in delegate.interactionControllerForDismissal(using: animator) })
    }

    /// Runs the transition: the delegate's animator, else UIKit's own for the style; not
    /// animated, the views take their places at once. An interaction controller cannot be
    /// followed here (no finger): the animator runs alone, with a warning.
    private func run(_ context: ModalTransitionContext, animated: Bool, custom: UIViewControllerAnimatedTransitioning?,
                     interaction: (UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?) {
        let presented = context.presenting ? context.to : context.from
        guard animated else { return context.completeTransition(true) }
        let animator = custom ?? ModalTransitionAnimator(style: presented.modalTransitionStyle)
        context.animator = animator
        if let custom, let delegate = presented.transitioningDelegate, interaction(delegate, custom) != nil {
            MirrorDiagnostics.warnNotDrawn(context.presenting ? "UIViewControllerTransitioningDelegate.interactionControllerForPresentation(using:)"
                                                              : "UIViewControllerTransitioningDelegate.interactionControllerForDismissal(using:)")
        }
        animator.animateTransition(using: context)
    }

    /// The containment transition: `to`'s view joins `from`'s superview, the animations run
    /// (with a transition option, the swap itself is that transition), then `from`'s view
    /// leaves and the completion runs.
    func transitionChildren(from: UIViewController, to: UIViewController, duration: TimeInterval, options: UIView.AnimationOptions,
                            animations: (() -> Void)?, completion: ((Bool) -> Void)?) {
        guard from.parent === self, to.parent === self else {
            MirrorDiagnostics.fail("transition(from:to:duration:options:animations:completion:): both controllers must be children of \(self)")
        }
        guard let fromView = from.viewIfLoaded, let container = fromView.superview else {
            MirrorDiagnostics.fail("transition(from:to:duration:options:animations:completion:): \(from)'s view is in no superview")
        }
        let toView: UIView = to.view
        if options.rawValue & (15 << 20) != 0 {
            UIView.transition(from: fromView, to: toView, duration: duration, options: options, completion: completion)
            if let animations { UIView.animate(withDuration: duration, delay: 0, options: options, animations: animations) }
            return
        }
        container.insertSubview(toView, aboveSubview: fromView)
        UIView.animate(withDuration: duration, delay: 0, options: options, animations: animations ?? {}) { finished in
            fromView.removeFromSuperview()
            completion?(finished)
        }
    }
}

/// The context an animator gets. The container is the window; the presented controller's
/// final frame is the container's bounds (or its presentation controller's frame); the
/// presenter's view is handed as a view (`view(forKey:)`) only when the presentation
/// removes it, as UIKit's is.
final class ModalTransitionContext: NSObject, UIViewControllerContextTransitioning {
    let container: UIView
    let from: UIViewController, to: UIViewController
    let presenting: Bool
    let animated: Bool
    let removesPresenter: Bool
    let presentedFrame: CGRect
    var animator: UIViewControllerAnimatedTransitioning?
    var finish: ((Bool) -> Void)?
    private(set) var cancelled = false

    init(container: UIView, from: UIViewController, to: UIViewController, presenting: Bool, animated: Bool,
         removesPresenter: Bool, presentedFrame: CGRect) {
        self.container = container
        self.from = from
        self.to = to
        self.presenting = presenting
        self.animated = animated
        self.removesPresenter = removesPresenter
        self.presentedFrame = presentedFrame
    }

    var containerView: UIView { container }
    var isAnimated: Bool { animated }
    var isInteractive: Bool { false }
    var transitionWasCancelled: Bool { cancelled }
    var presentationStyle: UIModalPresentationStyle { (presenting ? to : from).modalPresentationStyle }
    var targetTransform: CGAffineTransform { .identity }
    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() {}
    func cancelInteractiveTransition() { cancelled = true }
    func pauseInteractiveTransition() {}

    /// Ends the transition once (later calls do nothing): the animator's animationEnded(_:),
    /// then the views and appearance calls settle and the completion runs.
    func completeTransition(_ didComplete: Bool) {
        guard let finish else { return }
        self.finish = nil
        finish(didComplete)
        animator?.animationEnded(didComplete)
        animator = nil
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? from : key == .to ? to : nil
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        let presented = presenting ? to : from
        switch key {
        case .to: return presenting ? presented.view : (removesPresenter ? to.view : nil)
        case .from: return presenting ? (removesPresenter ? from.view : nil) : presented.view
        default: return nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        if vc === (presenting ? from : to) { return vc.viewIfLoaded?.frame ?? .zero }
        return presenting ? .zero : presentedFrame
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        if vc === (presenting ? from : to) { return vc.viewIfLoaded?.frame ?? .zero }
        return presenting ? presentedFrame : .zero
    }
}

/// UIKit's own modal animations. `.coverVertical` slides the presented view up from below
/// the container (down again to dismiss); `.crossDissolve` fades it. 0.5 s ease-in-out:
/// UIKit reports 0.5 s as a modal presentation's transitionDuration, and runs it on a
/// private curve that eases in and out (ease-in-out is the nearest public one). Flip and
/// partial curl are not drawn: the view takes its place at once, with a warning.
final class ModalTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let style: UIModalTransitionStyle
    init(style: UIModalTransitionStyle) { self.style = style }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? ModalTransitionContext else { return }
        let presented = context.presenting ? context.to : context.from
        let view: UIView = presented.view
        let container = context.container
        let shown = context.presentedFrame
        var hidden = shown
        hidden.origin.y = container.bounds.maxY
        if context.presenting {
            view.frame = style == .coverVertical ? hidden : shown
            if style == .crossDissolve { view.alpha = 0 }
            container.addSubview(view)
        }
        let duration = transitionDuration(using: context)
        switch style {
        case .coverVertical:
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: {
                view.frame = context.presenting ? shown : hidden
            }, completion: { _ in context.completeTransition(true) })
        case .crossDissolve:
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: {
                view.alpha = context.presenting ? 1 : 0
            }, completion: { _ in
                if !context.presenting { view.alpha = 1 }
                context.completeTransition(true)
            })
        case .flipHorizontal, .partialCurl:
            MirrorDiagnostics.warnNotDrawn("UIViewController.modalTransitionStyle")
            context.completeTransition(true)
        }
    }
}
