-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/370-animate-negative-duration.lua:6: animate duration must be >= 0, not -0.3
scene { width = 40, height = 40, duration = 1 }
local dot = Layer { backsView = true }
animate { duration = -0.3, animations = function() dot.opacity = 0 end }
