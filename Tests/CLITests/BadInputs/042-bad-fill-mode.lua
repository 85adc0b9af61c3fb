-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/042-bad-fill-mode.lua:7: fillMode must be one of removed, forwards, backwards, both, not "forward"
scene { width = 40, height = 40, duration = 1 }
local ring = ShapeLayer { name = "ring", path = Path.oval(8, 8, 24, 24), strokeColor = "red", fillColor = "clear" }
root:addSublayer(ring)
ring:add(BasicAnimation { keyPath = "strokeEnd", from = 0, to = 1, duration = 1, fillMode = "forward" })
