-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/009-error-in-at-callback.lua:9: attempt to index a nil value (local 'settings')
scene { width = 40, height = 40, duration = 1 }
local ring = ShapeLayer { name = "ring", path = Path.oval(8, 8, 24, 24), strokeColor = "red", fillColor = "clear" }
root:addSublayer(ring)
at(0.5, function()
  local settings = nil
  ring.lineWidth = settings.width
end)
