-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/361-draw-unknown-context-method.lua:7: in draw at t = 0.0 s: the draw context has no method "addOval"; its methods are addArc, addArcTo, addCurve, addEllipse, addLine, addPath, addQuadCurve, addRect, beginPath, clear, clip, clipToMask, closePath, concatCTM, drawImage, drawLinearGradient, drawPath, drawRadialGradient, drawText, fill, fillEllipse, fillPath, fillRect, move, restore, restoreGState, rotateBy, save, saveGState, scaleBy, setAlpha, setBlendMode, setFillColor, setLineCap, setLineDash, setLineJoin, setLineWidth, setMiterLimit, setShadow, setStrokeColor, stroke, strokeEllipse, strokePath, strokeRect, translateBy
scene { width = 40, height = 40, duration = 1 }
local ring = Layer { frame = { 0, 0, 40, 40 },
    draw = function(ctx, layer)
        ctx:addOval(0, 0, 40, 40)
    end }
root:addSublayer(ring)
