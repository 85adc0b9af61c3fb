-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/165-never-ends-paused.lua: the scene never ends (something repeats forever or keeps scheduling itself); give scene { duration = ... } or duration = loop(), or --duration
scene { width = 40, height = 40 }
local ring = ShapeLayer { name = "ring", speed = 0 }
root:addSublayer(ring)
ring:add(BasicAnimation { keyPath = "strokeEnd", from = 0, to = 1, duration = 1 })
