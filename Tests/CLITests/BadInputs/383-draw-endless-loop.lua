-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/383-draw-endless-loop.lua:7: in draw at t = 0.0 s: the script ran past its budget of 200000000 instructions (an endless loop? --max-instructions raises it)
scene { width = 40, height = 40, duration = 1 }
local ring = Layer { frame = { 0, 0, 40, 40 },
    draw = function(ctx)
        while true do end
    end }
root:addSublayer(ring)
