import Foundation
import Layers

/// What a CGContext takes that a loader's frames cannot show, or that loaderanim does not
/// draw yet. Text: the text state (font, size, spacing, mode, matrix) is kept and
/// showGlyphs is warned (glyph ids need a font's tables; NSString.draw draws text). PDF
/// contexts record into nothing and their page and link calls do nothing: loaderanim writes
/// GIFs. Patterns and shadings are warned. A transparency layer is a saved graphics state
/// (what it groups is painted call by call, so a shadow or alpha set for the group applies
/// to each shape instead): warned.
extension CGContext {
    /// Draws the layer's recording, stretched to `rect`, as an image would be.
    public func draw(_ layer: CGLayer, in rect: CGRect) {
        guard let image = layer.context?.makeImage() else { return }
        draw(image, in: rect)
    }
    public func draw(_ layer: CGLayer, at point: CGPoint) { draw(layer, in: CGRect(origin: point, size: layer.size)) }

    public func beginTransparencyLayer(auxiliaryInfo: CFDictionary?) {
        MirrorDiagnostics.warnNotDrawn("CGContext.beginTransparencyLayer(auxiliaryInfo:)")
        saveGState()
    }
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: CFDictionary?) {
        MirrorDiagnostics.warnNotDrawn("CGContext.beginTransparencyLayer(in:auxiliaryInfo:)")
        saveGState()
        clip(to: rect)
    }
    public func endTransparencyLayer() { restoreGState() }

    public func showGlyphs(_ glyphs: [CGGlyph], at positions: [CGPoint]) { MirrorDiagnostics.warnNotDrawn("CGContext.showGlyphs(_:at:)") }
    public func setFillPattern(_ pattern: CGPattern, colorComponents components: UnsafePointer<CGFloat>) {
        MirrorDiagnostics.warnNotDrawn("CGContext.setFillPattern(_:colorComponents:)")
    }
    public func setStrokePattern(_ pattern: CGPattern, colorComponents components: UnsafePointer<CGFloat>) {
        MirrorDiagnostics.warnNotDrawn("CGContext.setStrokePattern(_:colorComponents:)")
    }
    public func drawShading(_ shading: CGShading) { MirrorDiagnostics.warnNotDrawn("CGContext.drawShading(_:)") }
    public func drawPDFPage(_ page: CGPDFPage) { MirrorDiagnostics.warnNotDrawn("CGContext.drawPDFPage(_:)") }

    // MARK: Inert
    public convenience init?(_ url: CFURL, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: CFDictionary?) { self.init() }
    public convenience init?(consumer: CGDataConsumer, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: CFDictionary?) { self.init() }
    public func beginPage(mediaBox: UnsafePointer<CGRect>?) {}
    public func endPage() {}
    public func beginPDFPage(_ pageInfo: CFDictionary?) {}
    public func endPDFPage() {}
    public func closePDF() {}
    public func addDocumentMetadata(_ metadata: CFData?) {}
    public func addDestination(_ name: CFString, at point: CGPoint) {}
    public func setDestination(_ name: CFString, for rect: CGRect) {}
    public func setURL(_ url: CFURL, for rect: CGRect) {}
    public func flush() {}
    public func synchronize() {}
    public func setAllowsFontSmoothing(_ allowsFontSmoothing: Bool) {}
    public func setAllowsFontSubpixelPositioning(_ allowsFontSubpixelPositioning: Bool) {}
    public func setAllowsFontSubpixelQuantization(_ allowsFontSubpixelQuantization: Bool) {}
    public func setShouldSmoothFonts(_ shouldSmoothFonts: Bool) {}
    public func setShouldSubpixelPositionFonts(_ shouldSubpixelPositionFonts: Bool) {}
    public func setShouldSubpixelQuantizeFonts(_ shouldSubpixelQuantizeFonts: Bool) {}
    public func setCharacterSpacing(_ spacing: CGFloat) {}
    public func setFontSize(_ size: CGFloat) {}
    public func setTextDrawingMode(_ mode: CGTextDrawingMode) {}
    public func setFlatness(_ flatness: CGFloat) {}
    public func setRenderingIntent(_ intent: CGColorRenderingIntent) {}
    public func setFillColorSpace(_ space: CGColorSpace) {}
    public func setStrokeColorSpace(_ space: CGColorSpace) {}
    public func setPatternPhase(_ phase: CGSize) {}
    public class var typeID: CFTypeID { 46 }
}

/// CGLayer: an offscreen recording drawn as often as wanted (draw(_:at:), draw(_:in:)). Its
/// context is y up, as Core Graphics makes it, so it lands as an image would.
public final class CGLayer: @unchecked Sendable {
    public let size: CGSize
    public let context: CGContext?

    public init?(_ context: CGContext, size: CGSize, auxiliaryInfo: CFDictionary?) {
        guard size.width > 0, size.height > 0,
              let own = CGContext(data: nil, width: Int(size.width.rounded(.up)), height: Int(size.height.rounded(.up)),
                                  bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                                  bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { return nil }
        self.size = size
        self.context = own
    }

    public class var typeID: CFTypeID { 47 }
}
