-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/072-inf-color-table.lua:5: fillColor red must be a finite number, not inf
scene { width = 40, height = 40, duration = 1 }
root:addSublayer(ShapeLayer { fillColor = { red = math.huge, green = 0, blue = 0 } })
