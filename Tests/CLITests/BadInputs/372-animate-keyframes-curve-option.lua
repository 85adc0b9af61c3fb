-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/372-animate-keyframes-curve-option.lua:6: animateKeyframes options: "curveEaseInOut" is not an option of UIView.KeyframeAnimationOptions
scene { width = 40, height = 40, duration = 1 }
local dot = Layer { backsView = true }
animateKeyframes { duration = 1, options = { "curveEaseInOut" }, animations = function()
    addKeyframe(0, 1, function() dot.opacity = 0 end)
end }
