-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/105-negative-scene-height.lua:4: scene height must be greater than 0, not -40.0
scene { width = 40, height = -40, duration = 1 }
