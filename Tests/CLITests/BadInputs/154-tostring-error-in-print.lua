-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/154-tostring-error-in-print.lua:5: cannot show this
scene { width = 40, height = 40, duration = 1 }
print(setmetatable({}, { __tostring = function() error("cannot show this") end }))
