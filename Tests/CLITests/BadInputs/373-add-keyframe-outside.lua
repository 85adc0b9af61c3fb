-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/373-add-keyframe-outside.lua:7: addKeyframe can only be called inside animateKeyframes' animations
scene { width = 40, height = 40, duration = 1 }
local dot = Layer { backsView = true }
animate { duration = 1, animations = function()
    addKeyframe(0, 1, function() dot.opacity = 0 end)
end }
