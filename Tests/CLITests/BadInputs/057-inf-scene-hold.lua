-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/057-inf-scene-hold.lua:4: scene hold must be a finite number, not inf
scene { width = 40, height = 40, hold = math.huge }
