-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/322-negative-shadow-radius.lua:8: shadowRadius: -2.0 is negative
-- A negative shadowRadius is refused (a blur has no negative size); an animation that overshoots below 0 draws as 0.
scene { width = 40, height = 40, duration = 1 }
local dot = Layer { name = "dot", frame = { 10, 10, 20, 20 }, backgroundColor = "red" }
root:addSublayer(dot)
dot.shadowRadius = -2
