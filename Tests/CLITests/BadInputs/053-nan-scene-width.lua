-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/053-nan-scene-width.lua:4: scene width must be a finite number, not nan
scene { width = 0/0, height = 40, duration = 1 }
