-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/106-zero-scene-duration.lua:4: scene duration must be greater than 0, not 0.0
scene { width = 40, height = 40, duration = 0 }
