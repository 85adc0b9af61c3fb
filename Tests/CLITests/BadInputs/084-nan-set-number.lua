-- args: render {scene} --out {out} --set lineWidth=nan
-- exit: 65
-- stderr: loaderanim: {dir}/084-nan-set-number.lua: --set lineWidth=nan: lineWidth is a number; "nan" is not a finite number
scene { width = 40, height = 40, duration = 1 }
local width = param("lineWidth", 3, "ring width")
