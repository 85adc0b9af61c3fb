@_spi(LoaderAnim) import LAQuartzCore
@_spi(LoaderAnim) import LACoreGraphics
import Foundation

/// UIKit's NSCoder additions for its own geometry, as QuartzCore/NSCoder+Geometry.swift's for
/// Core Graphics': each is archived as the string UIKit writes for it (NSStringFromUIEdgeInsets'
/// "{top, left, bottom, right}", an offset's "{horizontal, vertical}"), and read back from it;
/// a missing key or a string that is not one reads zero.
extension NSCoder {
    public func encode(_ insets: UIEdgeInsets, forKey key: String) { encode(NSCoder.string(for: insets), forKey: key) }
    public func encode(_ offset: UIOffset, forKey key: String) { encode(NSCoder.string(for: offset), forKey: key) }
    public func encode(_ insets: NSDirectionalEdgeInsets, forKey key: String) { encode(NSCoder.string(for: insets), forKey: key) }

    public func decodeUIEdgeInsets(forKey key: String) -> UIEdgeInsets { NSCoder.uiEdgeInsets(for: archivedString(key)) }
    public func decodeUIOffset(forKey key: String) -> UIOffset { NSCoder.uiOffset(for: archivedString(key)) }
    public func decodeDirectionalEdgeInsets(forKey key: String) -> NSDirectionalEdgeInsets {
        NSCoder.nsDirectionalEdgeInsets(for: archivedString(key))
    }

    /// The key's string; "" for a key not there (see NSCoder+Geometry.swift's).
    private func archivedString(_ key: String) -> String {
        guard containsValue(forKey: key) else { return "" }
        return (decodeObject(forKey: key) as? NSString).map { $0 as String } ?? ""
    }

    public class func string(for insets: UIEdgeInsets) -> String { format([insets.top, insets.left, insets.bottom, insets.right]) }
    public class func string(for offset: UIOffset) -> String { format([offset.horizontal, offset.vertical]) }
    public class func string(for insets: NSDirectionalEdgeInsets) -> String {
        format([insets.top, insets.leading, insets.bottom, insets.trailing])
    }

    public class func uiEdgeInsets(for string: String) -> UIEdgeInsets {
        let n = numbers(string, 4)
        return UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
    }
    public class func uiOffset(for string: String) -> UIOffset {
        let n = numbers(string, 2)
        return UIOffset(horizontal: n[0], vertical: n[1])
    }
    public class func nsDirectionalEdgeInsets(for string: String) -> NSDirectionalEdgeInsets {
        let n = numbers(string, 4)
        return NSDirectionalEdgeInsets(top: n[0], leading: n[1], bottom: n[2], trailing: n[3])
    }

    private static func format(_ values: [CGFloat]) -> String { "{" + values.map(number).joined(separator: ", ") + "}" }
}
