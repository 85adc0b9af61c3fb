-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/400-transform-matrix-nan.lua:7: Transform.matrix { m11, ..., m44 } m34 must be a finite number, not nan
scene { width = 40, height = 40, duration = 1 }
local card = Layer { name = "card", frame = { 10, 10, 20, 20 }, backgroundColor = "red" }
root:addSublayer(card)
card.transform = Transform.matrix { m11 = 1, m22 = 1, m34 = 0/0 }
