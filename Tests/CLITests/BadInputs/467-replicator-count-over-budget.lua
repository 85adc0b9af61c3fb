-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/467-replicator-count-over-budget.lua:10: setting instanceCount 300 of ReplicatorLayer layer #2 would make each frame draw 120,402 layers (replicated copies counted), over the limit of 100,000: nested replicators multiply their instance counts
scene { width = 100, height = 100, duration = 0.1 }
local outer = ReplicatorLayer { frame = {0, 0, 100, 100}, instanceCount = 400 }
local inner = ReplicatorLayer { frame = {0, 0, 100, 100}, instanceCount = 200 }
inner:addSublayer(Layer { frame = {0, 0, 2, 2}, backgroundColor = "red" })
outer:addSublayer(inner)
root:addSublayer(outer)
inner.instanceCount = 300
