-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/003-syntax-unfinished-string.lua:5: unfinished string near '"ring'
scene { width = 40, height = 40, duration = 1 }
local name = "ring
root:addSublayer(Layer { name = name })
