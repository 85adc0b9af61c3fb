-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/022-unknown-key-path-animation.lua:7: unknown key path "strokEnd": did you mean strokeEnd?
scene { width = 40, height = 40, duration = 1 }
local ring = ShapeLayer { name = "ring", path = Path.oval(8, 8, 24, 24), strokeColor = "red", fillColor = "clear" }
root:addSublayer(ring)
ring:add(BasicAnimation { keyPath = "strokEnd", from = 0, to = 1, duration = 1 })
