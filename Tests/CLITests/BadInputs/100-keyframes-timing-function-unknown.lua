-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/100-keyframes-timing-function-unknown.lua:7: timingFunctions[2]: unknown timing function "easeInOut"; use default, easeIn, easeInEaseOut, easeOut, linear, cubicBezier(), steps() or spring()
scene { width = 40, height = 40, duration = 1 }
local ring = ShapeLayer { name = "ring", path = Path.oval(8, 8, 24, 24), strokeColor = "red", fillColor = "clear" }
root:addSublayer(ring)
ring:add(KeyframeAnimation { keyPath = "strokeEnd", values = { 0, 0.5, 1 },
  timingFunctions = { "linear", "easeInOut" }, duration = 1 })
