-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/037-table-for-path.lua:5: path must be a Path (Path.oval, Path.arc, Path.new(), ...), not table
scene { width = 40, height = 40, duration = 1 }
root:addSublayer(ShapeLayer { path = { 0, 0, 10, 10 } })
