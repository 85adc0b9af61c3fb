-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/083-nan-transaction-duration.lua:7: transaction duration must be a finite number, not nan
scene { width = 40, height = 40, duration = 1 }
local ring = ShapeLayer { name = "ring", path = Path.oval(8, 8, 24, 24), strokeColor = "red", fillColor = "clear" }
root:addSublayer(ring)
transaction({ duration = 0/0 }, function() ring.strokeEnd = 0.5 end)
