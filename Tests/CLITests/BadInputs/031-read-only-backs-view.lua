-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/031-read-only-backs-view.lua:7: backsView cannot be set after the layer is made
scene { width = 40, height = 40, duration = 1 }
local ring = ShapeLayer { name = "ring", path = Path.oval(8, 8, 24, 24), strokeColor = "red", fillColor = "clear" }
root:addSublayer(ring)
ring.backsView = true
