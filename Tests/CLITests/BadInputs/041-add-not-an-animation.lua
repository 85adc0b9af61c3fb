-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/041-add-not-an-animation.lua:7: add(animation, key): animation must be made by BasicAnimation, KeyframeAnimation, AnimationGroup or SpringAnimation, not table
scene { width = 40, height = 40, duration = 1 }
local ring = ShapeLayer { name = "ring", path = Path.oval(8, 8, 24, 24), strokeColor = "red", fillColor = "clear" }
root:addSublayer(ring)
ring:add({ keyPath = "opacity", from = 0, to = 1 })
