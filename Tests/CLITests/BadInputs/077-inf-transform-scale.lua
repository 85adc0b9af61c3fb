-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/077-inf-transform-scale.lua:7: Transform.scale(x, y, z): x must be a finite number, not inf
scene { width = 40, height = 40, duration = 1 }
local ring = ShapeLayer { name = "ring", path = Path.oval(8, 8, 24, 24), strokeColor = "red", fillColor = "clear" }
root:addSublayer(ring)
ring.transform = Transform.scale(math.huge, 1)
