-- args: validate {scene}
-- exit: 65
-- stderr: loaderanim: {dir}/174-validate-callback-error.lua:8: attempt to perform arithmetic on a boolean value
scene { width = 40, height = 40, duration = 1 }
local ring = ShapeLayer { name = "ring", path = Path.oval(8, 8, 24, 24), strokeColor = "red", fillColor = "clear" }
root:addSublayer(ring)
at(0.75, function()
  ring.strokeEnd = ring.strokeEnd + true
end)
