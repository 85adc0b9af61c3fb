-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/352-text-animate-font.lua:7: font cannot be animated
scene { width = 40, height = 40, duration = 1 }
local label = TextLayer { string = "42%" }
root:addSublayer(label)
label:add(BasicAnimation { keyPath = "font", from = "Helvetica", to = "Arial", duration = 1 })
