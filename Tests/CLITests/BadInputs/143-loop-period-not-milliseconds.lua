-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/143-loop-period-not-milliseconds.lua: duration = loop(): the period 0.3333333333333333 s is not a whole number of milliseconds, so the scene has no exact seamless length; give a duration
scene { width = 40, height = 40, duration = loop() }
local ring = ShapeLayer { name = "ring" }
root:addSublayer(ring)
ring:add(BasicAnimation { keyPath = "strokeEnd", from = 0, to = 1, duration = 1 / 3, repeatCount = math.huge })
