-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/407-rotation-y-animation-to-nan.lua:7: transform.rotation.y to must be a finite number, not nan
scene { width = 40, height = 40, duration = 1 }
local card = Layer { name = "card", frame = { 10, 10, 20, 20 }, backgroundColor = "red" }
root:addSublayer(card)
card:add(BasicAnimation { keyPath = "transform.rotation.y", from = 0, to = 0/0, duration = 1 })
