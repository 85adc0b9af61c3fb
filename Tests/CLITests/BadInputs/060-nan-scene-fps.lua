-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/060-nan-scene-fps.lua:4: scene fps must be a finite number, not nan
scene { width = 40, height = 40, duration = 1, fps = 0/0 }
