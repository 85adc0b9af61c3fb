-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/301-replicator-nan-delay.lua:7: instanceDelay must be a finite number, not nan
scene { width = 40, height = 40, duration = 1 }
local dots = ReplicatorLayer { name = "dots", frame = { 0, 0, 40, 40 } }
root:addSublayer(dots)
dots.instanceDelay = 0/0
