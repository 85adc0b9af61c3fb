-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/107-negative-scene-hold.lua:4: scene hold must be >= 0, not -1.0
scene { width = 40, height = 40, hold = -1 }
