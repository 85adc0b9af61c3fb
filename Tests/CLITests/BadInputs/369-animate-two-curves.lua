-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/369-animate-two-curves.lua:6: animate options name more than one curve: curveEaseIn, curveEaseOut
scene { width = 40, height = 40, duration = 1 }
local dot = Layer { backsView = true }
animate { duration = 0.3, options = { "curveEaseIn", "curveEaseOut" }, animations = function() dot.opacity = 0 end }
