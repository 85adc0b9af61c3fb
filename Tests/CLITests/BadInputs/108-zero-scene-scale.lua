-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/108-zero-scene-scale.lua:4: scene scale must be greater than 0, not 0.0
scene { width = 40, height = 40, duration = 1, scale = 0 }
