-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/304-replicator-preserves-depth.lua:7: preservesDepth: true is not supported: loaderanim draws in 2D, so a replicator flattens its instances into its plane
scene { width = 40, height = 40, duration = 1 }
local dots = ReplicatorLayer { name = "dots", frame = { 0, 0, 40, 40 } }
root:addSublayer(dots)
dots.preservesDepth = true
