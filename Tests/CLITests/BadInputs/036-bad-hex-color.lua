-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/036-bad-hex-color.lua:5: fillColor: invalid color "#12345": hex colors have 3, 4, 6 or 8 hex digits after #
scene { width = 40, height = 40, duration = 1 }
root:addSublayer(ShapeLayer { fillColor = "#12345" })
