-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/055-nan-scene-duration.lua:4: scene duration (seconds, or loop()) must be a finite number, not nan
scene { width = 40, height = 40, duration = 0/0 }
