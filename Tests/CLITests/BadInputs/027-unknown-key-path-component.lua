-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/027-unknown-key-path-component.lua:7: unknown key path "transform.rotation.w": did you mean transform.rotation.x?
scene { width = 40, height = 40, duration = 1 }
local ring = ShapeLayer { name = "ring", path = Path.oval(8, 8, 24, 24), strokeColor = "red", fillColor = "clear" }
root:addSublayer(ring)
ring:add(BasicAnimation { keyPath = "transform.rotation.w", from = 0, to = 1, duration = 1 })
