-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/146-group-contains-itself.lua:9: AnimationGroups nest more than 32 deep (does a group contain itself?)
scene { width = 40, height = 40, duration = 1 }
local ring = ShapeLayer { name = "ring", path = Path.oval(8, 8, 24, 24), strokeColor = "red", fillColor = "clear" }
root:addSublayer(ring)
local group = AnimationGroup { duration = 1 }
group.animations = { group }
ring:add(group)
