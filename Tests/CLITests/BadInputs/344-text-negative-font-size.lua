-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/344-text-negative-font-size.lua:5: fontSize: -12.0 is negative
scene { width = 40, height = 40, duration = 1 }
local label = TextLayer { string = "42%", fontSize = -12 }
