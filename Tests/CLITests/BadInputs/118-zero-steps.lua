-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/118-zero-steps.lua:7: steps(n, position): n must be a whole number from 1 to 10000, not 0.0
scene { width = 40, height = 40, duration = 1 }
local ring = ShapeLayer { name = "ring", path = Path.oval(8, 8, 24, 24), strokeColor = "red", fillColor = "clear" }
root:addSublayer(ring)
ring:add(BasicAnimation { keyPath = "strokeEnd", from = 0, to = 1, duration = 1, timingFunction = steps(0) })
