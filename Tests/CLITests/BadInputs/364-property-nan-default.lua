-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/364-property-nan-default.lua:5: properties.progress must be a finite number, not nan
scene { width = 40, height = 40, duration = 1 }
local ring = Layer { properties = { progress = 0 / 0 } }
