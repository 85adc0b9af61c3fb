-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/351-text-font-size-on-a-plain-layer.lua:6: fontSize is a property of TextLayer, and this layer is a Layer
scene { width = 40, height = 40, duration = 1 }
local label = Layer { frame = { 0, 0, 40, 40 } }
label.fontSize = 12
