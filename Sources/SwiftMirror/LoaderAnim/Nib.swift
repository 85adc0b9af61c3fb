@_spi(LoaderAnim) import LAUIKit

extension SceneCanvas {
    /// Calls `awakeFromNib()` on `view` and on every view under it, parents first, as
    /// loading them from a nib or a storyboard would once they are made. loaderanim loads no
    /// nibs and never calls awakeFromNib() on its own: a loader that sets itself up there
    /// (a view written for Interface Builder) asks for it with this, after making the view
    /// (`let loader = Loader(frame: ...); canvas.awakeFromNib(loader)`).
    public func awakeFromNib(_ view: UIView) {
        view.awakeFromNib()
        for subview in view.subviews { awakeFromNib(subview) }
    }
}
