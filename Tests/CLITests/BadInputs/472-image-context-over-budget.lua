-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/472-image-context-over-budget.lua:5: imageContext(width, height, fn): an image context 20,000 points in width, over the limit of 10,000 points a side
scene { width = 40, height = 40, duration = 1 }
local image = imageContext(20000, 20, function(ctx) ctx:fill(0, 0, 20, 20) end)
