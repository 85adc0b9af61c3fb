-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/067-nan-key-time.lua:7: keyTimes[2] must be a finite number, not nan
scene { width = 40, height = 40, duration = 1 }
local ring = ShapeLayer { name = "ring", path = Path.oval(8, 8, 24, 24), strokeColor = "red", fillColor = "clear" }
root:addSublayer(ring)
ring:add(KeyframeAnimation { keyPath = "strokeEnd", values = { 0, 0.5, 1 }, keyTimes = { 0, 0/0, 1 }, duration = 1 })
