-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/081-nan-cubic-bezier.lua:7: cubicBezier(x1, y1, x2, y2) argument 2 must be a finite number, not nan
scene { width = 40, height = 40, duration = 1 }
local ring = ShapeLayer { name = "ring", path = Path.oval(8, 8, 24, 24), strokeColor = "red", fillColor = "clear" }
root:addSublayer(ring)
ring:add(BasicAnimation { keyPath = "strokeEnd", from = 0, to = 1, duration = 1, timingFunction = cubicBezier(0.2, 0/0, 0.8, 1) })
