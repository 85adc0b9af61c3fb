-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/066-inf-path-arc.lua:5: Path.arc(centerX, centerY, radius, startAngle, endAngle, clockwise) argument 3 must be a finite number, not inf
scene { width = 40, height = 40, duration = 1 }
root:addSublayer(ShapeLayer { path = Path.arc(20, 20, math.huge, 0, math.pi) })
