-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/405-zposition-infinite.lua:7: zPosition must be a finite number, not inf
scene { width = 40, height = 40, duration = 1 }
local card = Layer { name = "card", frame = { 10, 10, 20, 20 }, backgroundColor = "red" }
root:addSublayer(card)
card.zPosition = 1/0
