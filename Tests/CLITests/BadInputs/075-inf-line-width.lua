-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/075-inf-line-width.lua:7: lineWidth must be a finite number, not inf
scene { width = 40, height = 40, duration = 1 }
local ring = ShapeLayer { name = "ring", path = Path.oval(8, 8, 24, 24), strokeColor = "red", fillColor = "clear" }
root:addSublayer(ring)
ring.lineWidth = math.huge
