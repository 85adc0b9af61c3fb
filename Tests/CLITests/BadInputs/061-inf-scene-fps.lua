-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/061-inf-scene-fps.lua:4: scene fps must be a finite number, not inf
scene { width = 40, height = 40, duration = 1, fps = math.huge }
