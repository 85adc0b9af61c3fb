-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/071-nan-rgb.lua:5: rgb argument 2 must be a finite number, not nan
scene { width = 40, height = 40, duration = 1 }
root:addSublayer(ShapeLayer { strokeColor = rgb(255, 0/0, 0) })
