-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/147-groups-nested-too-deep.lua:9: AnimationGroups nest more than 32 deep (does a group contain itself?)
scene { width = 40, height = 40, duration = 1 }
local ring = ShapeLayer { name = "ring", path = Path.oval(8, 8, 24, 24), strokeColor = "red", fillColor = "clear" }
root:addSublayer(ring)
local a = BasicAnimation { keyPath = "opacity", from = 0, to = 1 }
for i = 1, 40 do a = AnimationGroup { animations = { a } } end
ring:add(a)
