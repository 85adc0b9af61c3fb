-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/007-layer-before-scene.lua:4: call scene { ... } before making layers or scheduling anything
local layer = ShapeLayer { name = "ring" }
scene { width = 40, height = 40, duration = 1 }
