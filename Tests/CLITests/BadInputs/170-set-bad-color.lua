-- args: render {scene} --out {out} --set color=blurple
-- exit: 65
-- stderr: loaderanim: {dir}/170-set-bad-color.lua: --set color=blurple: color is a color; not a color name, #hex, rgb(), rgba(), hsb() or hsba(); names: black, blue, brown, clear, cyan, darkgray, gray, green, lightgray, magenta, orange, purple, red, systemblue, systembrown, systemcyan, systemgray, systemgray2, systemgray3, systemgray4, systemgray5, systemgray6, systemgreen, systemindigo, systemmint, systemorange, systempink, systempurple, systemred, systemteal, systemyellow, white, yellow
scene { width = 40, height = 40, duration = 1 }
local color = param("color", "red", "ring color")
