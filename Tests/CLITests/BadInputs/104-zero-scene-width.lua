-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/104-zero-scene-width.lua:4: scene width must be greater than 0, not 0.0
scene { width = 0, height = 40, duration = 1 }
