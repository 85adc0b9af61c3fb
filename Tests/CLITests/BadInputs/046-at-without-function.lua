-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/046-at-without-function.lua:5: at(time, fn): fn must be a function, not string
scene { width = 40, height = 40, duration = 1 }
at(0.5, "reveal")
