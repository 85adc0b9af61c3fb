-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/151-param-contains-itself.lua:7: param steps: the default nests arrays more than 8 deep (does a table contain itself?)
scene { width = 40, height = 40, duration = 1 }
local t = {}
t[1] = t
local steps = param("steps", t, "progress steps")
