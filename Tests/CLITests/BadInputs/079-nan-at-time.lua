-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/079-nan-at-time.lua:7: at(time, fn): time must be a finite number, not nan
scene { width = 40, height = 40, duration = 1 }
local ring = ShapeLayer { name = "ring", path = Path.oval(8, 8, 24, 24), strokeColor = "red", fillColor = "clear" }
root:addSublayer(ring)
at(0/0, function() ring.strokeEnd = 0.5 end)
