-- args: render {scene} --out {out}
-- exit: 65
-- stderr: loaderanim: {dir}/120-zero-scene-fps.lua:4: scene fps must be greater than 0, not 0.0
scene { width = 40, height = 40, duration = 1, fps = 0 }
