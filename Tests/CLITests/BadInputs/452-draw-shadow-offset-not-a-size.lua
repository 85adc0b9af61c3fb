-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/452-draw-shadow-offset-not-a-size.lua:7: in draw at t = 0.0 s: ctx:setShadow(offset, blur, color): offset (a size { width, height }) must be a table, not number
scene { width = 40, height = 40, duration = 1 }
local dot = Layer { frame = { 0, 0, 40, 40 },
    draw = function(ctx)
        ctx:setShadow(3, 4, "black")
        ctx:fillEllipse(10, 10, 20, 20)
    end }
root:addSublayer(dot)
