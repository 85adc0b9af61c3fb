-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/463-layer-repeat-count-nan.lua:5: repeatCount must be a finite number, not nan
scene { width = 40, height = 40, duration = 1 }
local group = Layer { duration = 1, repeatCount = 0/0 }
