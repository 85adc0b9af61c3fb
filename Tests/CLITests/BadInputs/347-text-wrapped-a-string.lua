-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/347-text-wrapped-a-string.lua:5: isWrapped must be true or false, not string
scene { width = 40, height = 40, duration = 1 }
local label = TextLayer { string = "42%", isWrapped = "yes" }
