-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/307-replicator-animated-count-above-limit.lua:7: instanceCount: 1000000.0 is above the limit of 10000
scene { width = 40, height = 40, duration = 1 }
local dots = ReplicatorLayer { name = "dots", frame = { 0, 0, 40, 40 } }
root:addSublayer(dots)
dots:add(BasicAnimation { keyPath = "instanceCount", from = 1, to = 1e6, duration = 1 })
