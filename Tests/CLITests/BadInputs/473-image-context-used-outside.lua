-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/473-image-context-used-outside.lua:7: the draw context can only be used inside the draw function it was given to, with a colon: ctx:fillPath()
scene { width = 40, height = 40, duration = 1 }
local kept
local image = imageContext(20, 20, function(ctx) kept = ctx end)
kept:fill(0, 0, 20, 20)
