-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/371-animate-zero-damping.lua:6: animate dampingRatio must be greater than 0, not 0.0
scene { width = 40, height = 40, duration = 1 }
local dot = Layer { backsView = true }
animate { duration = 0.6, dampingRatio = 0, initialVelocity = 0, animations = function() dot.opacity = 0 end }
