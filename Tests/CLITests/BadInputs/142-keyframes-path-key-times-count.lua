-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/142-keyframes-path-key-times-count.lua:7: position: 2 keyTimes for 6 keyframes; give 6
scene { width = 40, height = 40, duration = 1 }
local ring = ShapeLayer { name = "ring", path = Path.oval(8, 8, 24, 24), strokeColor = "red", fillColor = "clear" }
root:addSublayer(ring)
ring:add(KeyframeAnimation { keyPath = "position", path = Path.oval(0, 0, 20, 20), keyTimes = { 0, 1 }, duration = 1 })
