-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/045-add-sublayer-number.lua:5: addSublayer(layer) must be a layer, not number
scene { width = 40, height = 40, duration = 1 }
root:addSublayer(42)
