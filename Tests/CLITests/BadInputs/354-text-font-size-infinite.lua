-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/354-text-font-size-infinite.lua:5: fontSize must be a finite number, not inf
scene { width = 40, height = 40, duration = 1 }
local label = TextLayer { string = "42%", fontSize = math.huge }
