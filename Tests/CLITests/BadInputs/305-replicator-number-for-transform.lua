-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/305-replicator-number-for-transform.lua:7: instanceTransform must be a table, not number
scene { width = 40, height = 40, duration = 1 }
local dots = ReplicatorLayer { name = "dots", frame = { 0, 0, 40, 40 } }
root:addSublayer(dots)
dots.instanceTransform = 45
