-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/065-nan-path.lua:5: Path.oval(x, y, width, height) argument 3 must be a finite number, not nan
scene { width = 40, height = 40, duration = 1 }
root:addSublayer(ShapeLayer { path = Path.oval(0, 0, 0/0, 20) })
