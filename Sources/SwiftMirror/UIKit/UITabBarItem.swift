@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics
import Foundation

/// A tab bar's item (a controller's tabBarItem): kept; a scene shows no tab bar.
open class UITabBarItem: UIBarItem {
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed
    }

    public override init() { super.init() }
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        (self.title, self.image, self.tag) = (title, image, tag)
    }
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        (self.title, self.image, self.selectedImage) = (title, image, selectedImage)
    }
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.tag = tag
    }

    private var badgeAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    // MARK: Inert
    open var selectedImage: UIImage?
    open var badgeValue: String?
    open var badgeColor: UIColor?
    open var titlePositionAdjustment: UIOffset = .zero
    open func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) { badgeAttributes[state.rawValue] = textAttributes }
    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? { badgeAttributes[state.rawValue] }
}
