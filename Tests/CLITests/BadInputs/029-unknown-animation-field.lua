-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/029-unknown-animation-field.lua:7: BasicAnimation has no field "duraton": did you mean duration?
scene { width = 40, height = 40, duration = 1 }
local ring = ShapeLayer { name = "ring", path = Path.oval(8, 8, 24, 24), strokeColor = "red", fillColor = "clear" }
root:addSublayer(ring)
ring:add(BasicAnimation { keyPath = "strokeEnd", from = 0, to = 1, duraton = 1 })
