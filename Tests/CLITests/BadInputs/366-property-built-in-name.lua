-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/366-property-built-in-name.lua:5: strokeEnd: is a built-in key path of Core Animation's; give the custom property another name
scene { width = 40, height = 40, duration = 1 }
local ring = Layer { properties = { strokeEnd = 0 } }
