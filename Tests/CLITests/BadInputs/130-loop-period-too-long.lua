-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/130-loop-period-too-long.lua: duration = loop(): the periods [1.999, 2.003] only line up after more than an hour; give a duration
scene { width = 40, height = 40, duration = loop() }
local ring = ShapeLayer { name = "ring" }
root:addSublayer(ring)
ring:add(BasicAnimation { keyPath = "strokeEnd", from = 0, to = 1, duration = 1.999, repeatCount = math.huge })
ring:add(BasicAnimation { keyPath = "opacity", from = 0, to = 1, duration = 2.003, repeatCount = math.huge })
