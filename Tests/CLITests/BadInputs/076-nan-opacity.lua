-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/076-nan-opacity.lua:7: opacity must be a finite number, not nan
scene { width = 40, height = 40, duration = 1 }
local ring = ShapeLayer { name = "ring", path = Path.oval(8, 8, 24, 24), strokeColor = "red", fillColor = "clear" }
root:addSublayer(ring)
ring.opacity = -(0/0)
