-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/058-nan-scene-scale.lua:4: scene scale must be a finite number, not nan
scene { width = 40, height = 40, duration = 1, scale = 0/0 }
