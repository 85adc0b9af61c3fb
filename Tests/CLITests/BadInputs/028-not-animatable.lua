-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/028-not-animatable.lua:7: lineCap cannot be animated
scene { width = 40, height = 40, duration = 1 }
local ring = ShapeLayer { name = "ring", path = Path.oval(8, 8, 24, 24), strokeColor = "red", fillColor = "clear" }
root:addSublayer(ring)
ring:add(BasicAnimation { keyPath = "lineCap", from = "butt", to = "round", duration = 1 })
