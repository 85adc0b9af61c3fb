-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/064-nan-bounds-width.lua:7: bounds.size.width must be a finite number, not nan
scene { width = 40, height = 40, duration = 1 }
local ring = ShapeLayer { name = "ring", path = Path.oval(8, 8, 24, 24), strokeColor = "red", fillColor = "clear" }
root:addSublayer(ring)
ring["bounds.size.width"] = 0/0
