-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/026-wrong-layer-kind.lua:5: strokeEnd is a property of ShapeLayer, and this layer is a Layer
scene { width = 40, height = 40, duration = 1 }
root:addSublayer(Layer { name = "plain", strokeEnd = 0.5 })
