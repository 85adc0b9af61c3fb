-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/401-transform-matrix-m44-zero.lua:7: Transform.matrix { m11, ..., m44 }: this matrix cannot be taken apart into translation, rotation, scale, skew and perspective (m44 is 0, or it is singular with a shear), so loaderanim can neither animate nor draw it
scene { width = 40, height = 40, duration = 1 }
local card = Layer { name = "card", frame = { 10, 10, 20, 20 }, backgroundColor = "red" }
root:addSublayer(card)
card.transform = Transform.matrix { m44 = 0 }
