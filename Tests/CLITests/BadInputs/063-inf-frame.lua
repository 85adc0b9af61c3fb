-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/063-inf-frame.lua:5: frame x must be a finite number, not -inf
scene { width = 40, height = 40, duration = 1 }
root:addSublayer(Layer { frame = { x = -math.huge, y = 0, width = 10, height = 10 } })
