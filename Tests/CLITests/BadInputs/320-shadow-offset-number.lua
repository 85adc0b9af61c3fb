-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/320-shadow-offset-number.lua:8: shadowOffset (a size { width, height }) must be a table, not number
-- shadowOffset is a size { width, height }, not a number.
scene { width = 40, height = 40, duration = 1 }
local dot = Layer { name = "dot", frame = { 10, 10, 20, 20 }, backgroundColor = "red" }
root:addSublayer(dot)
dot.shadowOffset = 3
