-- args: render {scene} --out {out} --set steps=[0.2,0.5
-- exit: 65
-- stderr: loaderanim: {dir}/169-set-unclosed-array.lua: --set steps=[0.2,0.5: steps is an array of number; "[0.2,0.5" opens a [ it does not close
scene { width = 40, height = 40, duration = 1 }
local steps = param("steps", { 0.3, 0.2 }, "progress steps")
