-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/468-path-too-long.lua:6: a path of 100,001 elements, over the limit of 100,000 (a runaway loop of path calls?)
scene { width = 100, height = 100, duration = 0.1 }
local wave = Path.new()
for i = 1, 150000 do wave:lineTo(i % 100, (i * 7) % 100) end
local line = ShapeLayer { frame = {0, 0, 100, 100}, strokeColor = "black", path = wave }
root:addSublayer(line)
