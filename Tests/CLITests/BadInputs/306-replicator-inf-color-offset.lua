-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/306-replicator-inf-color-offset.lua:7: instanceAlphaOffset must be a finite number, not -inf
scene { width = 40, height = 40, duration = 1 }
local dots = ReplicatorLayer { name = "dots", frame = { 0, 0, 40, 40 } }
root:addSublayer(dots)
dots.instanceAlphaOffset = -math.huge
