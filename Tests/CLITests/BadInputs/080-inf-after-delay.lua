-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/080-inf-after-delay.lua:7: after(delay, fn): delay must be a finite number, not inf
scene { width = 40, height = 40, duration = 1 }
local ring = ShapeLayer { name = "ring", path = Path.oval(8, 8, 24, 24), strokeColor = "red", fillColor = "clear" }
root:addSublayer(ring)
after(math.huge, function() ring.strokeEnd = 0.5 end)
