-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/101-keyframes-key-times-decreasing.lua:7: strokeEnd: keyTimes[3] (0.4) is less than the one before it
scene { width = 40, height = 40, duration = 1 }
local ring = ShapeLayer { name = "ring", path = Path.oval(8, 8, 24, 24), strokeColor = "red", fillColor = "clear" }
root:addSublayer(ring)
ring:add(KeyframeAnimation { keyPath = "strokeEnd", values = { 0, 0.5, 1 }, keyTimes = { 0, 0.8, 0.4 }, duration = 1 })
