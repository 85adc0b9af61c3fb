-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/403-transform-perspective-zero.lua:7: Transform.perspective(d): d is the eye's distance and must be a finite number other than 0, not 0.0
scene { width = 40, height = 40, duration = 1 }
local card = Layer { name = "card", frame = { 10, 10, 20, 20 }, backgroundColor = "red" }
root:addSublayer(card)
card.sublayerTransform = Transform.perspective(0)
