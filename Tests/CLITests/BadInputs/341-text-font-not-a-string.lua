-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/341-text-font-not-a-string.lua:5: font must be a string, not number
scene { width = 40, height = 40, duration = 1 }
local label = TextLayer { string = "42%", font = 12 }
