-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/025-unknown-property-read.lua:7: unknown key path "thickness"
scene { width = 40, height = 40, duration = 1 }
local ring = ShapeLayer { name = "ring", path = Path.oval(8, 8, 24, 24), strokeColor = "red", fillColor = "clear" }
root:addSublayer(ring)
local w = ring.thickness
