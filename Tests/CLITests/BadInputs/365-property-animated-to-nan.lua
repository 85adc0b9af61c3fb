-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/365-property-animated-to-nan.lua:7: progress to must be a finite number, not nan
scene { width = 40, height = 40, duration = 1 }
local ring = Layer { properties = { progress = 0 } }
root:addSublayer(ring)
ring:add(BasicAnimation { keyPath = "progress", from = 0, to = 0 / 0, duration = 1 })
