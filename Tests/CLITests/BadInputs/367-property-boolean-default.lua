-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/367-property-boolean-default.lua:5: properties.spinning: a custom property's default is a number, a color, a point { x, y }, a size { width, height }, a rect { x, y, width, height } or a transform, not boolean
scene { width = 40, height = 40, duration = 1 }
local ring = Layer { properties = { spinning = true } }
