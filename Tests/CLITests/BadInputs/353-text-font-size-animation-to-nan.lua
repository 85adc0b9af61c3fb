-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/353-text-font-size-animation-to-nan.lua:7: fontSize to must be a finite number, not nan
scene { width = 40, height = 40, duration = 1 }
local label = TextLayer { string = "42%" }
root:addSublayer(label)
label:add(BasicAnimation { keyPath = "fontSize", from = 12, to = 0/0, duration = 1 })
