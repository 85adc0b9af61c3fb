-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/043-unknown-timing-function.lua:7: BasicAnimation timingFunction: unknown timing function "easeInOut"; use default, easeIn, easeInEaseOut, easeOut, linear, cubicBezier(), steps() or spring()
scene { width = 40, height = 40, duration = 1 }
local ring = ShapeLayer { name = "ring", path = Path.oval(8, 8, 24, 24), strokeColor = "red", fillColor = "clear" }
root:addSublayer(ring)
ring:add(BasicAnimation { keyPath = "strokeEnd", from = 0, to = 1, duration = 1, timingFunction = "easeInOut" })
