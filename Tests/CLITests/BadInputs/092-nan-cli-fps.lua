-- args: render {scene} --out {out} --fps nan
-- exit: 64
-- stderr: loaderanim: fps nan is not a positive number of frames per second
scene { width = 40, height = 40, duration = 1 }
