-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/059-inf-scene-scale.lua:4: scene scale must be a finite number, not inf
scene { width = 40, height = 40, duration = 1, scale = math.huge }
