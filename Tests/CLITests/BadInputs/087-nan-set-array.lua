-- args: render {scene} --out {out} --set steps=[0.2,nan,0.5]
-- exit: 65
-- stderr: loaderanim: {dir}/087-nan-set-array.lua: --set steps=[0.2,nan,0.5]: steps is an array of number; "nan" is not a finite number
scene { width = 40, height = 40, duration = 1 }
local steps = param("steps", { 0.3, 0.2 }, "progress steps")
