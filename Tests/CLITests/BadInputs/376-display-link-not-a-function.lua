-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/376-display-link-not-a-function.lua:5: displayLink(fn) must be a function, not string
scene { width = 40, height = 40, duration = 1 }
local link = displayLink("tick")
