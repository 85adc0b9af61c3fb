-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/381-draw-error-later.lua:7: in draw at t = 0.52 s: ctx:setLineDash lengths[2] must be a number, not string
scene { width = 40, height = 40, duration = 1 }
local ring = Layer { frame = { 0, 0, 40, 40 }, properties = { progress = 0 },
    draw = function(ctx, layer)
        ctx:setLineDash(0, { 4, layer.progress > 0.5 and "gap" or 2 })
    end }
root:addSublayer(ring)
ring:add(BasicAnimation { keyPath = "progress", from = 0, to = 1, duration = 1 })
