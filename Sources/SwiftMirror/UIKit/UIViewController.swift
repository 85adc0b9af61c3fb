@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics

/// UIViewController: a loader demo written as a controller renders as written when the scene
/// shows it (`canvas.show(controller)`, or the canvas window's `rootViewController`). UIKit's
/// order: `view` is loaded on first use (loadView(), then viewDidLoad()); showing it sets the
/// view's frame to the canvas, calls viewWillAppear(_:) as the view joins the window, then
/// at the end of that turn the layout pass (viewWillLayoutSubviews(), the constraints,
/// layoutSubviews(), viewDidLayoutSubviews()), then viewDidAppear(_:) at the same scene time.
/// A child's view that joins or leaves the window (its parent's view shown, or added to it)
/// gets the same calls, after its parent's.
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    private var isLoadingView = false
    /// iOS 26's update pass asks for updateProperties() (UIView+UpdateProperties.swift).
    var needsUpdatePropertiesFlag = true
    /// iOS 26: before the view's layout; @Observable reads are tracked.
    open func updateProperties() {}
    open private(set) var children: [UIViewController] = []
    open private(set) weak var parent: UIViewController?
    /// Its navigation and tab bar items show it too, as UIKit's.
    open var title: String? {
        didSet {
            navigationItem.title = title
            tabBarItem?.title = title
        }
    }
    public let nibName: String?
    public let nibBundle: Bundle?

    enum Appearance { case disappeared, appearing, appeared, disappearing }
    var appearance = Appearance.disappeared

    /// There are no nibs: the name and bundle are kept and the view comes from loadView().
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// A convenience initializer, as UIKit's: a subclass's own `init()` needs no `override`.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// Never called: a scene's controllers come from code, not from a storyboard.
    public required init?(coder: NSCoder) { return nil }

    // MARK: The view

    /// The controller's view, loaded the first time it is read: loadView(), then viewDidLoad().
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.autoLayout.viewController = nil
            loadedView = newValue
            newValue?.autoLayout.viewController = self
        }
    }
    open var viewIfLoaded: UIView? { loadedView }
    open var isViewLoaded: Bool { loadedView != nil }

    /// Makes the view: UIKit's own makes a plain UIView the size of the screen (the canvas)
    /// that follows its superview's size. An override sets `view` itself.
    open func loadView() {
        let view = UIView(frame: UIScreen.main.bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        self.view = view
    }

    open func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        isLoadingView = false
        guard loadedView != nil else {
            MirrorDiagnostics.fail("\(type(of: self)).loadView() did not set view: an override of loadView() sets self.view")
        }
        viewDidLoad()
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    /// Around the view's layoutSubviews() in each layout pass that lays the view out.
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    /// Runs in place of the view's updateConstraints(); UIKit's own calls the view's.
    open func updateViewConstraints() { loadedView?.updateConstraints() }

    /// The view's superview, as UIKit's responder chain goes (else the parent controller).
    open override var next: UIResponder? { loadedView?.superview ?? parent }

    open override var description: String { "<\(type(of: self))\(title.map { " \"\($0)\"" } ?? "")>" }

    // MARK: Children

    /// Adds a child controller; as in UIKit, it calls the child's willMove(toParent:), and the
    /// caller adds the child's view and then calls didMove(toParent:).
    open func addChild(_ child: UIViewController) {
        guard child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes the controller from its parent, then calls its didMove(toParent: nil) (the
    /// caller calls willMove(toParent: nil) first and removes the view).
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Presentation

    var presentedStore: UIViewController?
    weak var presentingStore: UIViewController?
    var transitionPhase = TransitionPhase.none
    /// Set while a presentation's appearance calls come from the transition, not the view's
    /// moves in and out of the window.
    var appearanceFollowsTransition = false
    var customPresentation: UIPresentationController?

    /// The controller this one (or the parent chain it is in) presents, and the one that
    /// presents it, as UIKit answers them for a child too.
    open var presentedViewController: UIViewController? { containmentRoot.presentedStore }
    open var presentingViewController: UIViewController? { containmentRoot.presentingStore }
    open var isBeingPresented: Bool { transitionPhase == .presenting }
    open var isBeingDismissed: Bool { transitionPhase == .dismissing }
    open var presentationController: UIPresentationController? { containmentRoot.customPresentation }
    open var activePresentationController: UIPresentationController? { containmentRoot.customPresentation }
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical {
        didSet { if modalTransitionStyle == .flipHorizontal || modalTransitionStyle == .partialCurl { MirrorDiagnostics.warnNotDrawn("UIViewController.modalTransitionStyle") } }
    }

    /// Presents from the top of this controller's parent chain into its window
    /// (UIViewController+Presentation.swift).
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentModally(viewControllerToPresent, animated: flag, completion: completion)
    }
    /// Dismisses what this controller presents, else this controller (or its chain's top).
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { dismissModally(animated: flag, completion: completion) }
    /// With no navigation controller to push on, UIKit presents it.
    open func show(_ vc: UIViewController, sender: Any?) { present(vc, animated: true) }
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) { present(vc, animated: true) }
    open func transition(from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
                         options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        transitionChildren(from: fromViewController, to: toViewController, duration: duration, options: options,
                           animations: animations, completion: completion)
    }

    /// Appearance calls a container makes itself: will-appear (will-disappear) now, did- at
    /// endAppearanceTransition(); a call that changes nothing is ignored, as in UIKit.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        appearanceAnimated = animated
        if isAppearing, appearance == .disappeared || appearance == .disappearing {
            appearance = .appearing
            viewWillAppear(animated)
        } else if !isAppearing, appearance == .appeared || appearance == .appearing {
            appearance = .disappearing
            viewWillDisappear(animated)
        }
    }
    open func endAppearanceTransition() {
        if appearance == .appearing {
            appearance = .appeared
            viewIsAppearing(appearanceAnimated)
            viewDidAppear(appearanceAnimated)
        } else if appearance == .disappearing {
            appearance = .disappeared
            viewDidDisappear(appearanceAnimated)
        }
    }
    var appearanceAnimated = false
    /// Between viewWillAppear(_:) and viewDidAppear(_:), once the view is in the window.
    open func viewIsAppearing(_ animated: Bool) {}

    /// UIKit's bars-era guides: zero-height guides at the view's top and bottom (the canvas
    /// has no bars), placed by constraints like any layout guide.
    open var topLayoutGuide: UILayoutSupport { layoutSupportGuide(top: true) }
    open var bottomLayoutGuide: UILayoutSupport { layoutSupportGuide(top: false) }
    var layoutSupportGuides: [Bool: UILayoutGuide] = [:]

    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if additionalSafeAreaInsets != .zero { MirrorDiagnostics.warnNotDrawn("UIViewController.additionalSafeAreaInsets") } }
    }
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { if overrideUserInterfaceStyle == .dark { MirrorDiagnostics.warnNotDrawn("UIViewController.overrideUserInterfaceStyle") } }
    }

    /// No storyboard exists: a segue's identifier names nothing, which UIKit stops on too.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        MirrorDiagnostics.fail("performSegue(withIdentifier: \"\(identifier)\"): a scene has no storyboard; present the controller with present(_:animated:completion:)")
    }

    /// The content-unavailable view (iOS 17) over the controller's view: not drawn yet.
    open var contentUnavailableConfiguration: (any UIContentConfiguration)? {
        didSet { if contentUnavailableConfiguration != nil { MirrorDiagnostics.warnNotDrawn("UIViewController.contentUnavailableConfiguration") } }
    }

    /// The bar items, made on first use (with the title), as UIKit's; no bar shows them.
    private lazy var ownNavigationItem: UINavigationItem = {
        let item = UINavigationItem()
        item.title = self.title
        return item
    }()
    private lazy var ownTabBarItem: UITabBarItem? = UITabBarItem(title: self.title, image: nil, tag: 0)
    private lazy var ownEditButtonItem = UIBarButtonItem(barButtonSystemItem: .edit, target: self, action: nil)
    var ownTraitOverrides = UITraitOverridesStorage()

    // MARK: Inert
    open var navigationItem: UINavigationItem { ownNavigationItem }
    open var tabBarItem: UITabBarItem! { get { ownTabBarItem } set { ownTabBarItem = newValue } }
    open var editButtonItem: UIBarButtonItem { ownEditButtonItem }
    open var toolbarItems: [UIBarButtonItem]?
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { self.toolbarItems = toolbarItems }
    open var traitOverrides: UITraitOverrides { get { ownTraitOverrides } set { ownTraitOverrides = UITraitOverridesStorage(newValue) } }
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    open func setNeedsStatusBarAppearanceUpdate() {}
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    open var modalPresentationCapturesStatusBarAppearance = false
    open var childForStatusBarStyle: UIViewController? { nil }
    open var childForStatusBarHidden: UIViewController? { nil }
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
    open var childViewControllerForPointerLock: UIViewController? { nil }
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    open var prefersPointerLocked: Bool { false }
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
    open func setNeedsUpdateOfPrefersPointerLocked() {}
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}
    open func setNeedsUpdateOfSupportedInterfaceOrientations() {}
    open var shouldAutorotate: Bool { true }
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    open var interfaceOrientation: UIInterfaceOrientation { .portrait }
    open class func attemptRotationToDeviceOrientation() {}
    open func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {}
    open func willAnimateRotation(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {}
    open func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {}
    open func rotatingHeaderView() -> UIView? { nil }
    open func rotatingFooterView() -> UIView? { nil }
    open func shouldAutomaticallyForwardRotationMethods() -> Bool { true }
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
    open var isMovingToParent: Bool { false }
    open var isMovingFromParent: Bool { false }
    open var definesPresentationContext = false
    open var providesPresentationContextTransitionStyle = false
    open var restoresFocusAfterTransition = true
    open var isModalInPresentation = false
    open var isModalInPopover = false
    open var disablesAutomaticKeyboardDismissal: Bool { modalPresentationStyle == .formSheet }
    open var transitionCoordinator: UIViewControllerTransitionCoordinator? { nil }
    open var popoverPresentationController: UIPopoverPresentationController? { nil }
    open var sheetPresentationController: UISheetPresentationController? { nil }
    open var preferredContentSize: CGSize = .zero
    open var edgesForExtendedLayout: UIRectEdge = .all
    open var extendedLayoutIncludesOpaqueBars = false
    open var hidesBottomBarWhenPushed = false
    open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? { nil }
    open func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {}
    open func setContentScrollView(_ scrollView: UIScrollView?) {}
    open var automaticallyAdjustsScrollViewInsets = true
    open var viewRespectsSystemMinimumLayoutMargins = true
    /// An iPhone's in compact width: 16 points leading and trailing.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets { NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16) }
    open func viewLayoutMarginsDidChange() {}
    open func viewSafeAreaInsetsDidChange() {}
    open var isEditing = false
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    open var interactionActivityTrackingBaseName: String! = nil
    open func didReceiveMemoryWarning() {}
    open var restorationIdentifier: String?
    open var restorationClass: UIViewControllerRestoration.Type?
    open func encodeRestorableState(with coder: NSCoder) {}
    open func decodeRestorableState(with coder: NSCoder) {}
    open func applicationFinishedRestoringState() {}
    open var storyboard: UIStoryboard? { nil }
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool { false }
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, withSender sender: Any) -> Bool { false }
    open func forUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, withSender sender: Any?) -> UIViewController? { nil }
    open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] { children }
    open func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? { nil }
    open func segueForUnwinding(to toViewController: UIViewController, from fromViewController: UIViewController, identifier: String?) -> UIStoryboardSegue? { nil }
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}
    open func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? { nil }
    open var previewActionItems: [UIPreviewActionItem] { [] }
    open func registerForPreviewing(with delegate: UIViewControllerPreviewingDelegate, sourceView: UIView) -> UIViewControllerPreviewing { PreviewingRegistration(delegate: delegate, sourceView: sourceView) }
    open func unregisterForPreviewing(withContext previewing: UIViewControllerPreviewing) {}
    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? { nil }
    open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {}
    open func updateTraitsIfNeeded() {}
    open var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState { UIContentUnavailableConfigurationState() }
    open func setNeedsUpdateContentUnavailableConfiguration() {}
    open func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {}

    // MARK: Appearance, from the view's moves in and out of the window

    /// The view is about to join (or leave) the window: viewWillAppear (viewWillDisappear).
    func viewWillMove(toWindow window: UIWindow?) {
        if appearanceFollowsTransition { return }
        if window != nil, appearance == .disappeared || appearance == .disappearing {
            appearance = .appearing
            viewWillAppear(false)
        } else if window == nil, appearance == .appeared || appearance == .appearing {
            appearance = .disappearing
            viewWillDisappear(false)
        }
    }

    /// The view joined the window: viewDidAppear at the end of this turn, after the layout
    /// pass places it (unless it left again first); it left: viewDidDisappear.
    func viewDidMove(toWindow window: UIWindow?) {
        if appearanceFollowsTransition { return }
        if window != nil, appearance == .appearing {
            SceneHost.requireStage("viewDidAppear").after(0) { [weak self] _ in
                guard let self, self.appearance == .appearing else { return }
                SceneHost.callback {
                    self.appearance = .appeared
                    self.viewIsAppearing(false)
                    self.viewDidAppear(false)
                }
            }
        } else if window == nil, appearance == .disappearing {
            appearance = .disappeared
            viewDidDisappear(false)
        }
    }
}

