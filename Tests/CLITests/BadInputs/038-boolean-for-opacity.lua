-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/038-boolean-for-opacity.lua:7: opacity from must be a number, not boolean
scene { width = 40, height = 40, duration = 1 }
local ring = ShapeLayer { name = "ring", path = Path.oval(8, 8, 24, 24), strokeColor = "red", fillColor = "clear" }
root:addSublayer(ring)
ring:add(BasicAnimation { keyPath = "opacity", from = true, to = 0, duration = 1 })
