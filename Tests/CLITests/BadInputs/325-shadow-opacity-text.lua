-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/325-shadow-opacity-text.lua:8: shadowOpacity must be a number, not string
-- shadowOpacity is a number; values outside 0...1 are accepted and clamped when drawn, as Core Animation does, but text is not.
scene { width = 40, height = 40, duration = 1 }
local dot = Layer { name = "dot", frame = { 10, 10, 20, 20 }, backgroundColor = "red" }
root:addSublayer(dot)
dot.shadowOpacity = "half"
