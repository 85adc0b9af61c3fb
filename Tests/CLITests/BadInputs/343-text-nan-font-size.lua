-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/343-text-nan-font-size.lua:6: fontSize must be a finite number, not nan
scene { width = 40, height = 40, duration = 1 }
local label = TextLayer { string = "42%" }
label.fontSize = 0/0
