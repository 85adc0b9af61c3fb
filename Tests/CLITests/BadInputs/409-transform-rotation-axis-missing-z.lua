-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/409-transform-rotation-axis-missing-z.lua:7: Transform.rotation(angle, x, y, z): z must be a number, not no value
scene { width = 40, height = 40, duration = 1 }
local card = Layer { name = "card", frame = { 10, 10, 20, 20 }, backgroundColor = "red" }
root:addSublayer(card)
card.transform = Transform.rotation(1, 0, 1)
