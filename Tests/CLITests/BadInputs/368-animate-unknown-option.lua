-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/368-animate-unknown-option.lua:6: animate options: "autoReverse" is not an option of UIView.AnimationOptions: did you mean autoreverse?
scene { width = 40, height = 40, duration = 1 }
local dot = Layer { backsView = true }
animate { duration = 0.3, options = { "curveEaseInOut", "autoReverse" }, animations = function() dot.opacity = 0 end }
