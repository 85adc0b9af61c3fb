-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/345-text-unknown-alignment.lua:5: alignmentMode: "centre" is not one of natural, left, right, center, justified: did you mean center?
scene { width = 40, height = 40, duration = 1 }
local label = TextLayer { string = "42%", alignmentMode = "centre" }
