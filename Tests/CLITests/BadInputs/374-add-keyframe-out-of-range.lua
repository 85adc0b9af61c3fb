-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/374-add-keyframe-out-of-range.lua:8: addKeyframe(relativeStart, relativeDuration): both lie in 0...1, not 1.25 and 0.5
scene { width = 40, height = 40, duration = 1 }
local dot = Layer { backsView = true }
animateKeyframes { duration = 1, animations = function()
    addKeyframe(0.5, 0.75, function() dot.opacity = 0 end)
    addKeyframe(1.25, 0.5, function() dot.opacity = 1 end)
end }
