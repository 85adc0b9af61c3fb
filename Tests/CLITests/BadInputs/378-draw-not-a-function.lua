-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/378-draw-not-a-function.lua:5: draw (a function(ctx, layer)) must be a function, not string
scene { width = 40, height = 40, duration = 1 }
local ring = Layer { draw = "ring" }
