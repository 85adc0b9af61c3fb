@_spi(LoaderAnim) import LACoreGraphics
import Foundation

// UIGraphics.h's rect helpers and PDF contexts, beside the image contexts of
// UIGraphicsImage.swift. Each acts on UIGraphicsGetCurrentContext() and does nothing
// without one, as UIKit's.

/// Fills `rect` with the context's fill color, replacing what is under it (`.copy`, as
/// UIKit's: a translucent color shows through to the layer below, not to earlier drawing).
public func UIRectFill(_ rect: CGRect) { UIRectFillUsingBlendMode(rect, .copy) }

public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}

/// A 1-point frame just inside `rect` (so a clip to `rect` keeps it whole), in the fill
/// color: UIKit fills the frame's four strips rather than stroking the rect's edge.
public func UIRectFrame(_ rect: CGRect) { UIRectFrameUsingBlendMode(rect, .copy) }

public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let r = rect.standardized
    let side = min(1, r.width), edge = min(1, r.height)
    // Top and bottom span the width; left and right fill between them, so no pixel is
    // painted twice (which .copy would not show, but a blend mode would).
    let strips = [CGRect(x: r.minX, y: r.minY, width: r.width, height: edge),
                  CGRect(x: r.minX, y: r.maxY - edge, width: r.width, height: edge),
                  CGRect(x: r.minX, y: r.minY + edge, width: side, height: r.height - 2 * edge),
                  CGRect(x: r.maxX - side, y: r.minY + edge, width: side, height: r.height - 2 * edge)]
        .filter { $0.width > 0 && $0.height > 0 && !$0.isNull }
    guard !strips.isEmpty else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(strips)
    context.restoreGState()
}

/// Intersects the current context's clip with `rect`.
public func UIRectClip(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.clip(to: rect) }

/// Apple's spellings (code that names them: `UIGraphicsBeginImageContext(_:)`); a call picks
/// the overloads in UIGraphicsImage.swift, which know the scene's line.
@_disfavoredOverload
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContext(size, file: #fileID, line: #line)
}

@_disfavoredOverload
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    UIGraphicsBeginImageContextWithOptions(size, opaque, scale, file: #fileID, line: #line)
}

// PDF contexts, inert: loaderanim writes no PDF. UIGraphicsBeginPDFContextToData makes a
// context that takes the drawing and keeps none of it (the data stays empty), current until
// UIGraphicsEndPDFContext(); UIGraphicsBeginPDFContextToFile writes no file and answers
// false, as UIKit does when it cannot create one, and makes no context.

/// The context a PDF function made: drawing into it is kept nowhere.
final class PDFDiscardContext: CGContext {
    let bounds: CGRect
    init(bounds: CGRect) {
        // An empty rect is UIKit's default page: US Letter, 612 x 792 points.
        self.bounds = bounds.isEmpty ? CGRect(x: 0, y: 0, width: 612, height: 792) : bounds
        super.init()
    }
}

public func UIGraphicsBeginPDFContextToFile(_ path: String, _ bounds: CGRect, _ documentInfo: [AnyHashable: Any]?) -> Bool { false }
public func UIGraphicsBeginPDFContextToData(_ data: NSMutableData, _ bounds: CGRect, _ documentInfo: [AnyHashable: Any]?) {
    UIGraphicsPushContext(PDFDiscardContext(bounds: bounds))
}
/// Ends the current PDF context; any other context on top is left alone.
public func UIGraphicsEndPDFContext() {
    guard UIGraphicsGetCurrentContext() is PDFDiscardContext else { return }
    UIGraphicsPopContext()
}
public func UIGraphicsBeginPDFPage() {}
public func UIGraphicsBeginPDFPageWithInfo(_ bounds: CGRect, _ pageInfo: [AnyHashable: Any]?) {}
/// The current PDF context's bounds; .zero without one.
public func UIGraphicsGetPDFContextBounds() -> CGRect { (UIGraphicsGetCurrentContext() as? PDFDiscardContext)?.bounds ?? .zero }
public func UIGraphicsSetPDFContextURLForRect(_ url: URL, _ rect: CGRect) {}
public func UIGraphicsAddPDFContextDestinationAtPoint(_ name: String, _ point: CGPoint) {}
public func UIGraphicsSetPDFContextDestinationForRect(_ name: String, _ rect: CGRect) {}
