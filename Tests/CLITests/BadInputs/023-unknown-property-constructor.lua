-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/023-unknown-property-constructor.lua:5: unknown key path "strokeColour": did you mean strokeColor?
scene { width = 40, height = 40, duration = 1 }
root:addSublayer(ShapeLayer { strokeColour = "red" })
