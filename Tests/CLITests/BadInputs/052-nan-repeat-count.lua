-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/052-nan-repeat-count.lua:7: BasicAnimation repeatCount must be a finite number or math.huge, not nan
scene { width = 40, height = 40, duration = 1 }
local ring = ShapeLayer { name = "ring", path = Path.oval(8, 8, 24, 24), strokeColor = "red", fillColor = "clear" }
root:addSublayer(ring)
ring:add(BasicAnimation { keyPath = "strokeEnd", from = 0, to = 1, duration = 1, repeatCount = 0/0 })
