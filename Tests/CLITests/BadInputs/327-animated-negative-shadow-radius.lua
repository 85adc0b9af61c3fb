-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/327-animated-negative-shadow-radius.lua:8: shadowRadius: -4.0 is negative
-- An animation's values follow the same rules: a shadowRadius animation to -4 is refused.
scene { width = 40, height = 40, duration = 1 }
local dot = Layer { name = "dot", frame = { 10, 10, 20, 20 }, backgroundColor = "red" }
root:addSublayer(dot)
dot:add(BasicAnimation { keyPath = "shadowRadius", from = 2, to = -4, duration = 1 })
