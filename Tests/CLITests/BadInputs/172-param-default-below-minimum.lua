-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/172-param-default-below-minimum.lua:5: param lineWidth default: 0.0 is below the minimum 1
scene { width = 40, height = 40, duration = 1 }
local width = param("lineWidth", 0, "ring width", { min = 1 })
