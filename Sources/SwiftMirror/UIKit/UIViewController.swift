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
    open private(set) var children: [UIViewController] = []
    open private(set) weak var parent: UIViewController?
    open var title: String?
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
    /// Nothing is presented on the canvas (`present(_:animated:)` is not there yet).
    open var presentedViewController: UIViewController? { nil }
    open var presentingViewController: UIViewController? { nil }

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

    // MARK: Read but not used: there is no status bar

    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    open func setNeedsStatusBarAppearanceUpdate() {}

    // MARK: Appearance, from the view's moves in and out of the window

    /// The view is about to join (or leave) the window: viewWillAppear (viewWillDisappear).
    func viewWillMove(toWindow window: UIWindow?) {
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
        if window != nil, appearance == .appearing {
            SceneHost.requireStage("viewDidAppear").after(0) { [weak self] _ in
                guard let self, self.appearance == .appearing else { return }
                SceneHost.callback {
                    self.appearance = .appeared
                    self.viewDidAppear(false)
                }
            }
        } else if window == nil, appearance == .disappearing {
            appearance = .disappeared
            viewDidDisappear(false)
        }
    }
}

public enum UIStatusBarStyle: Int, Sendable { case `default`, lightContent, darkContent = 3 }
