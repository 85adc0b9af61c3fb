-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/384-animate-unknown-field.lua:6: animate has no field "animation": did you mean animations?
scene { width = 40, height = 40, duration = 1 }
local dot = Layer { backsView = true }
animate { duration = 0.3, animation = function() dot.opacity = 0 end }
