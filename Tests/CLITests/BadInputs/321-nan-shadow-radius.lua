-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/321-nan-shadow-radius.lua:8: shadowRadius must be a finite number, not nan
-- A shadowRadius that is not a number (0/0) is refused like every NaN.
scene { width = 40, height = 40, duration = 1 }
local dot = Layer { name = "dot", frame = { 10, 10, 20, 20 }, backgroundColor = "red" }
root:addSublayer(dot)
dot.shadowRadius = 0/0
