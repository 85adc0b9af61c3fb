-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/112-negative-transaction-duration.lua:7: transaction duration must be >= 0, not -0.5
scene { width = 40, height = 40, duration = 1 }
local ring = ShapeLayer { name = "ring", path = Path.oval(8, 8, 24, 24), strokeColor = "red", fillColor = "clear" }
root:addSublayer(ring)
transaction({ duration = -0.5 }, function() ring.strokeEnd = 0.5 end)
