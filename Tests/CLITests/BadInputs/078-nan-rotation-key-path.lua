-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/078-nan-rotation-key-path.lua:7: transform.rotation.z must be a finite number, not nan
scene { width = 40, height = 40, duration = 1 }
local ring = ShapeLayer { name = "ring", path = Path.oval(8, 8, 24, 24), strokeColor = "red", fillColor = "clear" }
root:addSublayer(ring)
ring["transform.rotation.z"] = 0/0
