-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/348-text-bad-foreground-color.lua:5: foregroundColor: invalid color "blurple": not a color name, #hex, rgb(), rgba(), hsb() or hsba(); names: black, blue, brown, clear, cyan, darkgray, gray, green, lightgray, magenta, orange, purple, red, systemblue, systembrown, systemcyan, systemgray, systemgray2, systemgray3, systemgray4, systemgray5, systemgray6, systemgreen, systemindigo, systemmint, systemorange, systempink, systempurple, systemred, systemteal, systemyellow, white, yellow
scene { width = 40, height = 40, duration = 1 }
local label = TextLayer { string = "42%", foregroundColor = "blurple" }
