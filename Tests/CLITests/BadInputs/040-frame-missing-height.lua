-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/040-frame-missing-height.lua:5: frame needs height (or element 4)
scene { width = 40, height = 40, duration = 1 }
root:addSublayer(Layer { frame = { 0, 0, 10 } })
