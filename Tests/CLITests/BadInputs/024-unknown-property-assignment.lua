-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/024-unknown-property-assignment.lua:7: unknown key path "linewidth": did you mean lineWidth?
scene { width = 40, height = 40, duration = 1 }
local ring = ShapeLayer { name = "ring", path = Path.oval(8, 8, 24, 24), strokeColor = "red", fillColor = "clear" }
root:addSublayer(ring)
ring.linewidth = 4
