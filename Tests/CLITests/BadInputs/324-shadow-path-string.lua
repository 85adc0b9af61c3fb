-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/324-shadow-path-string.lua:8: shadowPath must be a Path (Path.oval, Path.arc, Path.new(), ...), not string
-- shadowPath takes a Path (or nil), not text.
scene { width = 40, height = 40, duration = 1 }
local dot = Layer { name = "dot", frame = { 10, 10, 20, 20 }, backgroundColor = "red" }
root:addSublayer(dot)
dot.shadowPath = "oval"
