-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/462-draw-dirties-itself.lua:7: at t = 0.0 s a draw function changed what Layer "ring" draws from after it had drawn twice in the frame: a draw keeps dirtying itself (or two draws dirty each other)
scene { width = 40, height = 40, duration = 1 }
local ring
ring = Layer { name = "ring", frame = { 0, 0, 40, 40 }, properties = { turns = 0 },
    draw = function(ctx, layer)
        ring.turns = layer.turns + 1
    end }
root:addSublayer(ring)
