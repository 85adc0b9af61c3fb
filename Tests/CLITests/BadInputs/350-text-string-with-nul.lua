-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/350-text-string-with-nul.lua:5: string must be UTF-8 text without NUL bytes
scene { width = 40, height = 40, duration = 1 }
local label = TextLayer { string = "42\0%" }
