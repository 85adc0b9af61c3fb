-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/098-keyframes-no-values.lua:7: strokeEnd: a keyframe animation needs values or a path
scene { width = 40, height = 40, duration = 1 }
local ring = ShapeLayer { name = "ring", path = Path.oval(8, 8, 24, 24), strokeColor = "red", fillColor = "clear" }
root:addSublayer(ring)
ring:add(KeyframeAnimation { keyPath = "strokeEnd", duration = 1 })
