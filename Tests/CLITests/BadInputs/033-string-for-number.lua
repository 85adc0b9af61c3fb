-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/033-string-for-number.lua:5: lineWidth must be a number, not string
scene { width = 40, height = 40, duration = 1 }
root:addSublayer(ShapeLayer { lineWidth = "wide" })
