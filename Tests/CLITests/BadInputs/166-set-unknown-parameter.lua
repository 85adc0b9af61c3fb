-- args: render {scene} --out {out} --set lineWdth=4
-- exit: 65
-- stderr: loaderanim: {dir}/166-set-unknown-parameter.lua: --set lineWdth: this scene has no parameter lineWdth; its parameters are: lineWidth
scene { width = 40, height = 40, duration = 1 }
local width = param("lineWidth", 3, "ring width")
