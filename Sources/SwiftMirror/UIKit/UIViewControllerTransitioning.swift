@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics
import Foundation

// The view-controller transition protocols, as UIKit declares them. Objective-C's optional
// requirements have defaults here that answer as UIKit does when a conformer leaves them
// out (no animator, no interaction controller, no presentation controller), so a class
// implements only what it needs. present(_:animated:completion:) and dismiss(animated:
// completion:) run them (UIViewController+Presentation.swift).

public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = Self(rawValue: "UITransitionContextFromViewControllerKey")
    public static let to = Self(rawValue: "UITransitionContextToViewControllerKey")
}

public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = Self(rawValue: "UITransitionContextFromViewKey")
    public static let to = Self(rawValue: "UITransitionContextToViewKey")
}

/// What an animator is handed: the container its views animate in (the window), the two
/// controllers and their views, their frames, and completeTransition(_:) to end it.
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    func pauseInteractiveTransition()
    func completeTransition(_ didComplete: Bool)
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    var targetTransform: CGAffineTransform { get }
    func initialFrame(for vc: UIViewController) -> CGRect
    func finalFrame(for vc: UIViewController) -> CGRect
}

public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    // MARK: Inert
    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Only an interactive transition asks for it, and none runs here.
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .easeInOut)
    }
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// An interaction controller drives a transition from a finger's progress. A scene has no
/// finger: a transition runs by its animator alone.
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
    var completionSpeed: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}

public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning?
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? { nil }
}

/// UIViewImplicitlyAnimating: what interruptibleAnimator(using:) returns (a property animator).
public protocol UIViewImplicitlyAnimating: AnyObject {}
extension UIViewPropertyAnimator: UIViewImplicitlyAnimating {}

/// UIPercentDrivenInteractiveTransition: its progress calls are accepted; with no finger to
/// follow, the transition it would drive runs by its animator (a warning says so).
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    public override init() {}
    open var duration: CGFloat { 0 }
    open private(set) var percentComplete: CGFloat = 0
    open var completionSpeed: CGFloat = 1
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    open var wantsInteractiveStart = true
    open var timingCurve: UITimingCurveProvider?
    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {}
    open func update(_ percentComplete: CGFloat) { self.percentComplete = percentComplete }
    open func cancel() {}
    open func finish() {}
    open func pause() {}
}

/// UIViewControllerTransitionCoordinator: a transition in progress, as a controller sees it
/// from viewWillAppear(_:). None is exposed: transitionCoordinator is nil, as it is on iOS
/// outside a transition's appearance calls.
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    var isAnimated: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    var containerView: UIView { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

public enum UIModalTransitionStyle: Int, Sendable { case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl }

public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1, automatic = -2
}

/// UIPresentationController: a custom presentation's (`.custom`, from the transitioning
/// delegate) frame for the presented view and its hooks, called at UIKit's moments. The
/// built-in styles have none here (activePresentationController is nil for them).
open class UIPresentationController: NSObject {
    public private(set) unowned var presentedViewController: UIViewController
    public private(set) unowned var presentingViewController: UIViewController
    open internal(set) var containerView: UIView?

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController ?? presentedViewController
    }

    open var presentedView: UIView? { presentedViewController.viewIfLoaded }
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }
    open var shouldPresentInFullscreen: Bool { true }
    open var shouldRemovePresentersView: Bool { false }
    open var presentationStyle: UIModalPresentationStyle { .custom }
    open var adaptivePresentationStyle: UIModalPresentationStyle { .none }
    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}
}

/// A popover's and a sheet's controllers: declared for the properties that answer them
/// (nil here: a scene's presentations are not popovers, and sheets are drawn full canvas).
open class UIPopoverPresentationController: UIPresentationController {}
open class UISheetPresentationController: UIPresentationController {}
