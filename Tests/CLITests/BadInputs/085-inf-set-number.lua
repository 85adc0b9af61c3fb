-- args: render {scene} --out {out} --set lineWidth=inf
-- exit: 65
-- stderr: loaderanim: {dir}/085-inf-set-number.lua: --set lineWidth=inf: lineWidth is a number; "inf" is not a finite number
scene { width = 40, height = 40, duration = 1 }
local width = param("lineWidth", 3, "ring width")
