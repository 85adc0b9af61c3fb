-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/148-groups-shared-exponentially.lua:9: an animation may hold at most 10000 animations in its groups (is one listed many times?)
scene { width = 40, height = 40, duration = 1 }
local ring = ShapeLayer { name = "ring", path = Path.oval(8, 8, 24, 24), strokeColor = "red", fillColor = "clear" }
root:addSublayer(ring)
local a = BasicAnimation { keyPath = "opacity", from = 0, to = 1 }
for i = 1, 30 do a = AnimationGroup { animations = { a, a, a } } end
ring:add(a)
