-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/054-inf-scene-height.lua:4: scene height must be a finite number, not inf
scene { width = 40, height = math.huge, duration = 1 }
