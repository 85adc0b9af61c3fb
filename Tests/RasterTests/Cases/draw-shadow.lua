-- time: 0
-- ctx:setShadow in a draw function: each painted shape casts its own shadow (the two discs'
-- shadows overlap, darker where they do); the offset is in the layer's space, y down, and
-- stays so under a rotated transform (the square's shadow falls straight down-right, not
-- turned); the default color is black at a third; restoreGState turns it off (the last bar
-- has none); a colored glow on a stroke.
scene { width = 140, height = 80, background = "white", scale = 2 }
local board = Layer { name = "board", frame = { 0, 0, 140, 80 },
    draw = function(ctx)
        ctx:saveGState()
        ctx:setShadow({ 6, 6 }, 4)
        ctx:setFillColor("systemBlue"); ctx:fillEllipse(8, 8, 28, 28); ctx:fillEllipse(24, 14, 28, 28)
        ctx:translateBy(80, 24); ctx:rotateBy(math.pi / 4)
        ctx:setFillColor("systemOrange"); ctx:fill(-10, -10, 20, 20)
        ctx:restoreGState()
        ctx:setFillColor("systemGray"); ctx:fill(104, 10, 28, 8)
        ctx:setShadow({ 0, 0 }, 8, "systemPink")
        ctx:setStrokeColor("systemPink"); ctx:setLineWidth(4)
        ctx:move(14, 62); ctx:addLine(126, 62); ctx:strokePath()
    end }
root:addSublayer(board)
