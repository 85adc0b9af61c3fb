-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/451-draw-shadow-negative-blur.lua:7: in draw at t = 0.0 s: ctx:setShadow(offset, blur, color): blur must not be negative, not -2.0
scene { width = 40, height = 40, duration = 1 }
local dot = Layer { frame = { 0, 0, 40, 40 },
    draw = function(ctx)
        ctx:setShadow({ 0, 3 }, -2)
        ctx:fillEllipse(10, 10, 20, 20)
    end }
root:addSublayer(dot)
