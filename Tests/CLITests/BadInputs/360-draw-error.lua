-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/360-draw-error.lua:7: in draw at t = 0.0 s: unknown key path "progres": did you mean progress?
scene { width = 40, height = 40, duration = 1 }
local ring = Layer { frame = { 0, 0, 40, 40 }, properties = { progress = 0 },
    draw = function(ctx, layer)
        ctx:setLineWidth(layer.progres * 4)
    end }
root:addSublayer(ring)
