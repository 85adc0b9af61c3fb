-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/032-keyframe-no-keypath.lua:7: KeyframeAnimation needs a keyPath
scene { width = 40, height = 40, duration = 1 }
local ring = ShapeLayer { name = "ring", path = Path.oval(8, 8, 24, 24), strokeColor = "red", fillColor = "clear" }
root:addSublayer(ring)
ring:add(KeyframeAnimation { values = { 0, 1 }, duration = 1 })
