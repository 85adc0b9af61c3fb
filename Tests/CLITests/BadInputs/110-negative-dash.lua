-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/110-negative-dash.lua:7: lineDashPattern: dash lengths cannot be negative
scene { width = 40, height = 40, duration = 1 }
local ring = ShapeLayer { name = "ring", path = Path.oval(8, 8, 24, 24), strokeColor = "red", fillColor = "clear" }
root:addSublayer(ring)
ring.lineDashPattern = { 4, -2 }
