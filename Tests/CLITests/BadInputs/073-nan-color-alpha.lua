-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/073-nan-color-alpha.lua:5: hsba argument 4 must be a finite number, not nan
scene { width = 40, height = 40, duration = 1 }
root:addSublayer(Layer { backgroundColor = hsba(0.5, 1, 1, 0/0) })
