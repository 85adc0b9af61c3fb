-- time: 0.6
-- A ring drawn in Lua from an animated custom property: a gray track, a round-capped arc
-- from 12 o'clock clockwise to progress (0.6 of 1 s: 60%), and the percent centered in it.
scene { width = 80, height = 80, background = "white", scale = 2 }
local ring = Layer { name = "ring", frame = { 0, 0, 80, 80 }, properties = { progress = 0, color = "systemBlue" },
    draw = function(ctx, layer)
        ctx:setLineWidth(8)
        ctx:setStrokeColor("#E5E5EA")
        ctx:addEllipse(8, 8, 64, 64)
        ctx:strokePath()
        ctx:setStrokeColor(layer.color)
        ctx:setLineCap("round")
        ctx:addArc(40, 40, 32, -math.pi / 2, -math.pi / 2 + 2 * math.pi * layer.progress, false)
        ctx:strokePath()
        ctx:setFillColor("black")
        ctx:drawText(string.format("%d%%", math.floor(layer.progress * 100 + 0.5)), 40, 31,
                     { font = "Helvetica-Bold", fontSize = 15, alignment = "center" })
    end }
root:addSublayer(ring)
ring:add(BasicAnimation { keyPath = "progress", from = 0, to = 1, duration = 1 })
