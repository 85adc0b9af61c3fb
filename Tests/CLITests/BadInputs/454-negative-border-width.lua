-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/454-negative-border-width.lua:7: borderWidth: -2.0 is negative
scene { width = 40, height = 40, duration = 1 }
local box = Layer { frame = { 0, 0, 40, 40 } }
root:addSublayer(box)
box.borderWidth = -2
