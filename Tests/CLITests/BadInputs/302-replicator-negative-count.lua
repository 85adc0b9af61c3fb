-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/302-replicator-negative-count.lua:7: instanceCount: -3.0 is negative
scene { width = 40, height = 40, duration = 1 }
local dots = ReplicatorLayer { name = "dots", frame = { 0, 0, 40, 40 } }
root:addSublayer(dots)
dots.instanceCount = -3
