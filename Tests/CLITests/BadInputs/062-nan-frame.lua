-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/062-nan-frame.lua:5: frame[3] must be a finite number, not nan
scene { width = 40, height = 40, duration = 1 }
root:addSublayer(Layer { frame = { 0, 0, 0/0, 10 } })
