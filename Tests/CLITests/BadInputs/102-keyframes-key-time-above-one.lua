-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/102-keyframes-key-time-above-one.lua:7: strokeEnd: keyTimes[2] is 1.5; key times lie in 0...1
scene { width = 40, height = 40, duration = 1 }
local ring = ShapeLayer { name = "ring", path = Path.oval(8, 8, 24, 24), strokeColor = "red", fillColor = "clear" }
root:addSublayer(ring)
ring:add(KeyframeAnimation { keyPath = "strokeEnd", values = { 0, 1 }, keyTimes = { 0, 1.5 }, duration = 1 })
