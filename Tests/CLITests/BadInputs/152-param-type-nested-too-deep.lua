-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/152-param-type-nested-too-deep.lua:5: param v: unknown type "array of array of array of array of array of array of arr..."; types are number, integer, boolean, string, color, point, image, and "array of" any of these (at most 8 deep)
scene { width = 40, height = 40, duration = 1 }
local v = param("v", {}, "values", { type = string.rep("array of ", 20) .. "number" })
