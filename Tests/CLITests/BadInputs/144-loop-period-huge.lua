-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/144-loop-period-huge.lua: duration = loop(): the period 1e+300 s is longer than an hour; give a duration
scene { width = 40, height = 40, duration = loop() }
local ring = ShapeLayer { name = "ring" }
root:addSublayer(ring)
ring:add(BasicAnimation { keyPath = "strokeEnd", from = 0, to = 1, duration = 1e300, repeatCount = math.huge })
