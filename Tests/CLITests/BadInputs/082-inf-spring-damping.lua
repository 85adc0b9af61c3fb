-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/082-inf-spring-damping.lua:7: SpringAnimation damping must be a finite number, not inf
scene { width = 40, height = 40, duration = 1 }
local ring = ShapeLayer { name = "ring", path = Path.oval(8, 8, 24, 24), strokeColor = "red", fillColor = "clear" }
root:addSublayer(ring)
ring:add(SpringAnimation { keyPath = "strokeEnd", from = 0, to = 1, damping = math.huge })
