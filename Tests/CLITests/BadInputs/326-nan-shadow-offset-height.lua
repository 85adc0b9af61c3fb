-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/326-nan-shadow-offset-height.lua:8: shadowOffset[2] must be a finite number, not nan
-- A NaN inside a shadowOffset is refused.
scene { width = 40, height = 40, duration = 1 }
local dot = Layer { name = "dot", frame = { 10, 10, 20, 20 }, backgroundColor = "red" }
root:addSublayer(dot)
dot.shadowOffset = { 0, 0/0 }
