-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/342-text-string-a-table.lua:5: string must be a string, not table
scene { width = 40, height = 40, duration = 1 }
local label = TextLayer { string = { "42%" } }
