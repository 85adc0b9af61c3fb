-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/300-replicator-string-count.lua:7: instanceCount must be a number, not string
scene { width = 40, height = 40, duration = 1 }
local dots = ReplicatorLayer { name = "dots", frame = { 0, 0, 40, 40 } }
root:addSublayer(dots)
dots.instanceCount = "eight"
