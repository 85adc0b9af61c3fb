-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/469-text-too-long.lua:7: string: 16,000 characters, over the limit of 10,000 for a text layer
scene { width = 100, height = 100, duration = 0.1 }
local label = TextLayer { frame = {0, 0, 100, 100} }
root:addSublayer(label)
label.string = string.rep("loading ", 2000)
