-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/323-shadow-color-unknown.lua:8: shadowColor: invalid color "glowing": not a color name, #hex, rgb(), rgba(), hsb() or hsba(); names: black, blue, brown, clear, cyan, darkgray, gray, green, lightgray, magenta, orange, purple, red, systemblue, systembrown, systemcyan, systemgray, systemgray2, systemgray3, systemgray4, systemgray5, systemgray6, systemgreen, systemindigo, systemmint, systemorange, systempink, systempurple, systemred, systemteal, systemyellow, white, yellow
-- shadowColor takes a color like every other color property.
scene { width = 40, height = 40, duration = 1 }
local dot = Layer { name = "dot", frame = { 10, 10, 20, 20 }, backgroundColor = "red" }
root:addSublayer(dot)
dot.shadowColor = "glowing"
