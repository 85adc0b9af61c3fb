-- args: render {scene} --out {out} --set lineWidth=11
-- exit: 65
-- stderr: loaderanim: {dir}/168-set-above-maximum.lua: --set lineWidth=11: 11.0 is above the maximum 10
scene { width = 40, height = 40, duration = 1 }
local width = param("lineWidth", 3, "ring width", { min = 1, max = 10 })
