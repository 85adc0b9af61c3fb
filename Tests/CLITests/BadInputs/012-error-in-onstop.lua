-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/012-error-in-onstop.lua:8: strokeEnd must be a number, not string
scene { width = 40, height = 40, duration = 1 }
local ring = ShapeLayer { name = "ring", path = Path.oval(8, 8, 24, 24), strokeColor = "red", fillColor = "clear" }
root:addSublayer(ring)
ring:add(BasicAnimation { keyPath = "strokeEnd", from = 0, to = 1, duration = 0.5,
  onStop = function(finished) ring.strokeEnd = "full" end })
