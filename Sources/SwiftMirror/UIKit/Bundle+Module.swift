import Foundation

extension Bundle {
    /// The accessor SwiftPM generates for a package with resources: a library copied from
    /// one (PKHUD's images, `UIImage(named:in: .module, compatibleWith:)`) looks beside the
    /// scene, the scene's folder being its package. A scene that declares its own wins.
    public static var module: Bundle { Bundle(path: UIImage.sceneDirectory) ?? .main }
}
