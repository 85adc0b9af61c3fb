-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/016-endless-loop-in-callback.lua:8: the script ran past its budget of 200000000 instructions (an endless loop? --max-instructions raises it)
scene { width = 40, height = 40, duration = 1 }
local ring = ShapeLayer { name = "ring", path = Path.oval(8, 8, 24, 24), strokeColor = "red", fillColor = "clear" }
root:addSublayer(ring)
at(0.5, function()
  while true do end
end)
