-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/056-inf-scene-duration.lua:4: scene duration (seconds, or loop()) must be a finite number, not inf
scene { width = 40, height = 40, duration = math.huge }
