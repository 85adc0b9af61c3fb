-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/044-bad-line-cap.lua:7: lineCap: "rounded" is not one of butt, round, square: did you mean round?
scene { width = 40, height = 40, duration = 1 }
local ring = ShapeLayer { name = "ring", path = Path.oval(8, 8, 24, 24), strokeColor = "red", fillColor = "clear" }
root:addSublayer(ring)
ring.lineCap = "rounded"
