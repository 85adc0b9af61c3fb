-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/088-nan-param-default.lua:5: param lineWidth default must be a finite number, not nan
scene { width = 40, height = 40, duration = 1 }
local width = param("lineWidth", 0/0, "ring width")
