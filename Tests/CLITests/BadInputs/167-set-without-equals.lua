-- args: render {scene} --out {out} --set lineWidth
-- exit: 64
-- stderr: loaderanim: --set lineWidth: write --set name=value
scene { width = 40, height = 40, duration = 1 }
local width = param("lineWidth", 3, "ring width")
