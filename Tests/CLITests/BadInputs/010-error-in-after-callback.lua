-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/010-error-in-after-callback.lua:8: the download failed
scene { width = 40, height = 40, duration = 1 }
local ring = ShapeLayer { name = "ring", path = Path.oval(8, 8, 24, 24), strokeColor = "red", fillColor = "clear" }
root:addSublayer(ring)
after(0.25, function()
  error("the download failed")
end)
