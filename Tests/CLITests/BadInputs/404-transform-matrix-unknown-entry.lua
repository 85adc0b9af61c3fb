-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/404-transform-matrix-unknown-entry.lua:7: Transform.matrix { m11, ..., m44 } has no field "m55": did you mean m11?
scene { width = 40, height = 40, duration = 1 }
local card = Layer { name = "card", frame = { 10, 10, 20, 20 }, backgroundColor = "red" }
root:addSublayer(card)
card.transform = Transform.matrix { m11 = 1, m55 = 1 }
