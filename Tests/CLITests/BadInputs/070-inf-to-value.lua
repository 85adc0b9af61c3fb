-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/070-inf-to-value.lua:7: opacity to must be a finite number, not -inf
scene { width = 40, height = 40, duration = 1 }
local ring = ShapeLayer { name = "ring", path = Path.oval(8, 8, 24, 24), strokeColor = "red", fillColor = "clear" }
root:addSublayer(ring)
ring:add(BasicAnimation { keyPath = "opacity", from = 1, to = -math.huge, duration = 1 })
