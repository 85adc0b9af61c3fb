-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/013-error-in-transaction.lua:9: unknown key path "spin"
scene { width = 40, height = 40, duration = 1 }
local ring = ShapeLayer { name = "ring", path = Path.oval(8, 8, 24, 24), strokeColor = "red", fillColor = "clear" }
root:addSublayer(ring)
transaction({ duration = 0.5 }, function()
  ring.strokeEnd = 0.5
  ring:spin()
end)
