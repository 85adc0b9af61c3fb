-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/385-draw-gradient-without-colors.lua:6: in draw at t = 0.0 s: ctx:drawLinearGradient(gradient, start, end, options): gradient colors must be a table, not nil
scene { width = 40, height = 40, duration = 1 }
local bar = Layer { frame = { 0, 0, 40, 40 }, draw = function(ctx)
    ctx:drawLinearGradient({ "red", "blue" }, { 0, 0 }, { 40, 0 })
end }
root:addSublayer(bar)
