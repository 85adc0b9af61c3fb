-- args: render {scene} --out {out} --fps -25
-- exit: 64
-- stderr: loaderanim: fps -25 is not a positive number of frames per second
scene { width = 40, height = 40, duration = 1 }
