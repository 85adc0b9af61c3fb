-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/034-number-for-color.lua:5: strokeColor must be a color (a name, "#RRGGBB", rgb(), hsb()), not number
scene { width = 40, height = 40, duration = 1 }
root:addSublayer(ShapeLayer { strokeColor = 255 })
