-- time: 0
-- CGContext's calls in a draw function, y down in the layer's bounds (which clip them): a
-- linear gradient padded past its ends and clipped to a rounded rect (addArcTo), a radial one, an
-- even-odd ring, a dashed quad curve, a cubic under setAlpha, a rotated square in a saved
-- state, a stroked rect and ellipse, and a hole cleared in the drawing (the background shows).
scene { width = 120, height = 80, background = "white", scale = 1 }
local board = Layer { name = "board", frame = { 0, 0, 120, 80 }, backgroundColor = "#F2F2F7",
    draw = function(ctx)
        ctx:saveGState()
        ctx:move(14, 4); ctx:addArcTo(36, 4, 36, 36, 10); ctx:addArcTo(36, 36, 4, 36, 10)
        ctx:addArcTo(4, 36, 4, 4, 10); ctx:addArcTo(4, 4, 36, 4, 10); ctx:closePath()
        ctx:clip()
        ctx:drawLinearGradient({ colors = { "systemRed", "systemYellow" } }, { x = 10, y = 10 }, { x = 30, y = 30 },
                               { "drawsBeforeStartLocation", "drawsAfterEndLocation" })
        ctx:restoreGState()
        ctx:drawRadialGradient({ colors = { "white", "systemTeal" }, locations = { 0.2, 1 } }, { 60, 20 }, 0, { 60, 20 }, 14)
        ctx:addEllipse(82, 4, 32, 32); ctx:addEllipse(90, 12, 16, 16)
        ctx:setFillColor("systemIndigo"); ctx:fillPath("evenOdd")
        ctx:setStrokeColor("systemGreen"); ctx:setLineWidth(3); ctx:setLineDash(0, { 6, 3 })
        ctx:move(4, 60); ctx:addQuadCurve(20, 40, 36, 60); ctx:strokePath()
        ctx:setLineDash(0)
        ctx:setAlpha(0.5); ctx:setStrokeColor("black")
        ctx:beginPath(); ctx:move(40, 76); ctx:addCurve(50, 40, 70, 80, 80, 50); ctx:addLine(84, 76); ctx:strokePath()
        ctx:setAlpha(1)
        ctx:save(); ctx:translateBy(100, 58); ctx:rotateBy(math.pi / 4); ctx:scaleBy(1, 0.5)
        ctx:setFillColor("systemOrange"); ctx:fill(-10, -10, 20, 20)
        ctx:restore()
        ctx:setStrokeColor("systemPink"); ctx:setLineWidth(1); ctx:stroke(44, 44, 20, 12); ctx:strokeEllipse({ 112, 70, 16, 16 })
        ctx:clear(24, 24, 4, 4)
    end }
root:addSublayer(board)
