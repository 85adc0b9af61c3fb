-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/155-error-with-nil-value.lua:5: (error object is a nil value)
scene { width = 40, height = 40, duration = 1 }
error()
