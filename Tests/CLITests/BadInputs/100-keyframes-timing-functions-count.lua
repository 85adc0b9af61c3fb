-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/100-keyframes-timing-functions-count.lua:7: strokeEnd: 3 timingFunctions for 3 keyframes; give 2, one per segment
scene { width = 40, height = 40, duration = 1 }
local ring = ShapeLayer { name = "ring", path = Path.oval(8, 8, 24, 24), strokeColor = "red", fillColor = "clear" }
root:addSublayer(ring)
ring:add(KeyframeAnimation { keyPath = "strokeEnd", values = { 0, 0.5, 1 },
  timingFunctions = { "linear", "easeIn", "easeOut" }, duration = 1 })
