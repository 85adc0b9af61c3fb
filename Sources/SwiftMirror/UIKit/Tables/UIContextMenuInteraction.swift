/// UIContextMenuInteraction: a long press's menu. Nothing presses on the canvas, so no menu
/// ever shows; tables and collections answer nil for theirs, as UIKit before first use.
open class UIContextMenuInteraction {}
