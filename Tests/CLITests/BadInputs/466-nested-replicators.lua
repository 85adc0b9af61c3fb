-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/466-nested-replicators.lua:12: adding ReplicatorLayer layer #1 would make each frame draw 1,000,100,010,002 layers (replicated copies counted), over the limit of 100,000: nested replicators multiply their instance counts
scene { width = 100, height = 100, duration = 0.1 }
local outer = ReplicatorLayer { frame = {0, 0, 100, 100}, instanceCount = 10000 }
local middle = ReplicatorLayer { frame = {0, 0, 100, 100}, instanceCount = 10000 }
local inner = ReplicatorLayer { frame = {0, 0, 100, 100}, instanceCount = 10000 }
local dot = Layer { frame = {0, 0, 2, 2}, backgroundColor = "red" }
inner:addSublayer(dot)
middle:addSublayer(inner)
outer:addSublayer(middle)
root:addSublayer(outer)
