-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/379-property-wrong-kind.lua:6: progress must be a number, not string
scene { width = 40, height = 40, duration = 1 }
local ring = Layer { properties = { progress = 0 } }
ring.progress = "half"
