-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/382-animate-velocity-without-damping.lua:6: animate initialVelocity belongs to the spring form: give a dampingRatio too
scene { width = 40, height = 40, duration = 1 }
local dot = Layer { backsView = true }
animate { duration = 0.6, initialVelocity = 2, animations = function() dot.opacity = 0 end }
