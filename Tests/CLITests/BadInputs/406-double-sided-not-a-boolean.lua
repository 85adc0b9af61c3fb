-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/406-double-sided-not-a-boolean.lua:7: doubleSided must be true or false, not string
scene { width = 40, height = 40, duration = 1 }
local card = Layer { name = "card", frame = { 10, 10, 20, 20 }, backgroundColor = "red" }
root:addSublayer(card)
card.doubleSided = "no"
