-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/402-transform-matrix-singular-shear.lua:8: Transform.matrix { m11, ..., m44 }: this matrix cannot be taken apart into translation, rotation, scale, skew and perspective (m44 is 0, or it is singular with a shear), so loaderanim can neither animate nor draw it
scene { width = 40, height = 40, duration = 1 }
local card = Layer { name = "card", frame = { 10, 10, 20, 20 }, backgroundColor = "red" }
root:addSublayer(card)
-- rank 2 with a shear: the z row repeats the y row
card.transform = Transform.matrix { m31 = 0, m32 = 1, m33 = 0 }
