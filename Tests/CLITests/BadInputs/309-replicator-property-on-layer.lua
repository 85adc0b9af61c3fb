-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/309-replicator-property-on-layer.lua:7: instanceCount is a property of ReplicatorLayer, and this layer is a Layer
scene { width = 40, height = 40, duration = 1 }
local dots = Layer { name = "dots", frame = { 0, 0, 40, 40 } }
root:addSublayer(dots)
dots.instanceCount = 8
