-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/163-never-ends-repeat-forever.lua: the scene never ends (something repeats forever or keeps scheduling itself); give scene { duration = ... } or duration = loop(), or --duration
scene { width = 40, height = 40 }
local ring = ShapeLayer { name = "ring" }
root:addSublayer(ring)
ring:add(BasicAnimation { keyPath = "strokeEnd", from = 0, to = 1, duration = 1, repeatCount = math.huge })
