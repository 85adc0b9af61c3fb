-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/308-replicator-nan-rotation-key-path.lua:7: instanceTransform.rotation.z must be a finite number, not nan
scene { width = 40, height = 40, duration = 1 }
local dots = ReplicatorLayer { name = "dots", frame = { 0, 0, 40, 40 } }
root:addSublayer(dots)
dots["instanceTransform.rotation.z"] = 0/0
