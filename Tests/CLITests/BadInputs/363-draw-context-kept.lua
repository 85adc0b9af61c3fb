-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/363-draw-context-kept.lua:8: the draw context can only be used inside the draw function it was given to, with a colon: ctx:fillPath()
scene { width = 40, height = 40, duration = 1 }
local kept
local ring = Layer { frame = { 0, 0, 40, 40 }, draw = function(ctx) kept = ctx end }
root:addSublayer(ring)
after(0.5, function() kept:fillPath() end)
