import Foundation

/// Storyboards: a scene's controllers come from code, so none is loaded; the types exist for
/// the segue hooks a controller overrides (prepare(for:sender:), unwinding).
open class UIStoryboard: NSObject {
    /// Not a storyboard loaded from a file: a scene has none to load.
    override init() {}
}

open class UIStoryboardSegue: NSObject {
    open var identifier: String?
    open var source: UIViewController
    open var destination: UIViewController

    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }

    /// A plain segue shows its destination modally, as UIKit's present-modally segue does.
    open func perform() { source.present(destination, animated: true) }
}

open class UIStoryboardUnwindSegueSource: NSObject {
    open var source: UIViewController
    open var unwindAction: Selector
    open var sender: Any?

    init(source: UIViewController, unwindAction: Selector, sender: Any?) {
        self.source = source
        self.unwindAction = unwindAction
        self.sender = sender
    }
}
