import Foundation

/// NSUserActivity (Foundation on Apple's platforms, not on Linux): Handoff and state
/// restoration's activity. Kept as set; nothing hands it off or restores it.
open class NSUserActivity: NSObject {
    open var activityType: String
    open var title: String?
    open var userInfo: [AnyHashable: Any]?
    open var requiredUserInfoKeys: Set<String>?
    open var webpageURL: URL?
    open var isEligibleForHandoff = true
    open var isEligibleForSearch = false
    open var isEligibleForPublicIndexing = false
    open var needsSave = false
    open var persistentIdentifier: String?
    open weak var delegate: NSUserActivityDelegate?

    public init(activityType: String) { self.activityType = activityType }
    public override convenience init() { self.init(activityType: Bundle.main.bundleIdentifier ?? "") }
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        userInfo = (userInfo ?? [:]).merging(otherDictionary) { $1 }
    }
    open func becomeCurrent() {}
    open func resignCurrent() {}
    open func invalidate() {}
}

public protocol NSUserActivityDelegate: AnyObject {}

/// What application(_:continue:restorationHandler:) restores (UIResponder conforms on iOS).
public protocol UIUserActivityRestoring: AnyObject {
    func restoreUserActivityState(_ activity: NSUserActivity)
}
extension UIResponder: UIUserActivityRestoring {}
