-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/103-negative-duration.lua:7: BasicAnimation: duration is -1.0; it must be a finite number >= 0 (0 means 0.25 s)
scene { width = 40, height = 40, duration = 1 }
local ring = ShapeLayer { name = "ring", path = Path.oval(8, 8, 24, 24), strokeColor = "red", fillColor = "clear" }
root:addSublayer(ring)
ring:add(BasicAnimation { keyPath = "strokeEnd", from = 0, to = 1, duration = -1 })
