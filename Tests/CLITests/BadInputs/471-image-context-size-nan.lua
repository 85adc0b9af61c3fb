-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/471-image-context-size-nan.lua:6: imageContext(width, height, fn): height must be a finite number, not nan
scene { width = 40, height = 40, duration = 1 }
local side = 0 / 0
local image = imageContext(20, side, function(ctx) ctx:fill(0, 0, 20, 20) end)
