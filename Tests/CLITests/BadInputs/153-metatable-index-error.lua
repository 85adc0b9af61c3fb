-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/153-metatable-index-error.lua:4: scene { ... } needs a width and a height, in points
scene(setmetatable({}, { __index = function(t, key) error("no " .. key) end }))
