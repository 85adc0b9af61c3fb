-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/362-draw-nan-radius.lua:7: in draw at t = 0.0 s: ctx:addArc(x, y, radius, startAngle, endAngle, clockwise) argument 3 must be a finite number, not nan
scene { width = 40, height = 40, duration = 1 }
local ring = Layer { frame = { 0, 0, 40, 40 }, properties = { radius = 0 },
    draw = function(ctx, layer)
        ctx:addArc(20, 20, 10 / layer.radius * 0, 0, math.pi)
    end }
root:addSublayer(ring)
